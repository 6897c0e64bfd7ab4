/**
 * Whether a value fits a schema as the server's Ajv reads it: defaults filled
 * in (on a copy), formats checked, lengths in code points, but no type
 * coercion, so a string where a number belongs is refused.
 */
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';

// Ajv keeps each compiled schema by identity, so compiling again on every call costs a lookup.
const ajv = addFormats.default(new Ajv({ strict: false, allErrors: true, useDefaults: true }));

/** Ajv's complaint about a value, or undefined when the schema takes it. */
export function schemaRefusal(schema: object, value: unknown): string | undefined {
  const validate = ajv.compile(schema);
  return validate(structuredClone(value)) ? undefined : ajv.errorsText(validate.errors);
}
