/**
 * Schema pieces for what a client sends (query, path and body fields), as
 * TypeBox types: every contract shape builds its parameters from these, so
 * each number has a finite range and each free-text string a length and a
 * character rule. `server/src/routes/params.test.ts` fails when a route's
 * schema has a number or string that is not built from here. The ranges are
 * published in docs/api.md ("Parameter bounds") and in the OpenAPI document.
 */
import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';

/** The highest page number any list accepts (page × size stays far below 2^53 and Postgres' bigint). */
export const PAGE_MAX = 100_000;
/**
 * Latest epoch time a from/to may name: 9999-12-31T23:59:59.999Z in
 * milliseconds (a value below the exchange's seconds/milliseconds threshold is
 * read as seconds).
 */
export const EPOCH_TIME_MAX = 253_402_300_799_999;

/**
 * Letters, digits, punctuation and spaces; no C0 control characters
 * (U+0000–U+001F, which includes NUL that Postgres cannot store in text),
 * no DEL (U+007F) and no unpaired UTF-16 surrogate (not text at all: it
 * would reach the database as U+FFFD). Ajv compiles patterns with the `u`
 * flag, so a paired surrogate is one astral character and passes.
 */
export const PLAIN_TEXT_PATTERN = '^[^\\u0000-\\u001f\\u007f\\ud800-\\udfff]*$';

/**
 * PLAIN_TEXT_PATTERN that also lets a message keep its lines: tab, line feed
 * and carriage return pass; NUL, the other controls, DEL and unpaired
 * surrogates are still refused.
 */
export const MULTILINE_TEXT_PATTERN = '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f\\ud800-\\udfff]*$';

/** A uuid in its usual 8-4-4-4-12 hexadecimal form. */
export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

interface Described {
  description?: string;
}

/**
 * An integer in [min, max]. The type is checked twice on purpose: Ajv's
 * coercion turns "1e309" and "Infinity" into ±Infinity and then skips
 * minimum/maximum for numbers that are not finite; the second check sees the
 * coerced number and refuses it as "must be integer".
 */
export function integerParam(min: number, max: number, options: Described = {}): TUnsafe<number> {
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min > max) {
    throw new Error(`integerParam: [${min}, ${max}] is not a range of safe integers`);
  }
  return Type.Unsafe<number>({
    ...options,
    allOf: [{ type: 'integer' }, { type: 'integer', minimum: min, maximum: max }],
  });
}

/** A zero-based page number. */
export function pageParam(options: Described = {}): TUnsafe<number> {
  return integerParam(0, PAGE_MAX, { description: 'Zero-based page number.', ...options });
}

/** Items per page, 1 to `max`. */
export function sizeParam(max: number, options: Described = {}): TUnsafe<number> {
  return integerParam(1, max, { description: 'Items per page.', ...options });
}

/** How many of the newest items, 1 to `max`. */
export function limitParam(max: number, options: Described = {}): TUnsafe<number> {
  return integerParam(1, max, options);
}

/** An epoch time in seconds or milliseconds (a from/to). */
export function epochTimeParam(options: Described = {}): TUnsafe<number> {
  return integerParam(0, EPOCH_TIME_MAX, options);
}

/** Free text of at most `maxLength` characters, without control characters. */
export function textParam(maxLength: number, minLength = 0, options: Described = {}) {
  return Type.String({ ...options, ...(minLength > 0 ? { minLength } : {}), maxLength, pattern: PLAIN_TEXT_PATTERN });
}

/** Text of several lines (a support message), at most `maxLength` characters. */
export function multilineTextParam(maxLength: number, minLength = 0, options: Described = {}) {
  return Type.String({ ...options, ...(minLength > 0 ? { minLength } : {}), maxLength, pattern: MULTILINE_TEXT_PATTERN });
}

/** A string that must match `pattern` (which already rules out control characters), at most `maxLength` long. */
export function patternParam(pattern: string, maxLength: number, minLength = 0, options: Described = {}) {
  return Type.String({ ...options, ...(minLength > 0 ? { minLength } : {}), maxLength, pattern });
}

/**
 * One of a fixed list, typed as the union of its values. Written as a plain
 * `enum` (not TypeBox's union of literals) so that Ajv coerces a query's
 * "60" to 60 before comparing.
 */
export function enumParam<const T extends readonly (string | number)[]>(values: T, options: Described = {}): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ ...options, type: typeof values[0] === 'number' ? 'integer' : 'string', enum: [...values] });
}

/** A uuid (an organization, a notification, a case). */
export function uuidParam(options: Described = {}) {
  return Type.String({ ...options, format: 'uuid', maxLength: 36 });
}

/** true/false (also "1"/"0", as Ajv coerces them). */
export function booleanParam(options: Described = {}) {
  return Type.Boolean(options);
}

/**
 * A parameter the server fills in when it is left out (Ajv's useDefaults):
 * a handler always sees it, a client may leave it out (the type says both).
 */
export type Defaulted<T extends TSchema> = T & { readonly default: Static<T> };

export function withDefault<T extends TSchema>(schema: T, value: Static<T>): Defaulted<T> {
  return { ...schema, default: value };
}

/** Whether a schema node is a number built by integerParam, with both bounds finite (the schema test uses it). */
export function isFiniteFragment(schema: TSchema | Record<string, unknown>): boolean {
  const [first, second] = (Array.isArray(schema.allOf) ? schema.allOf : []) as Array<Record<string, unknown>>;
  return first?.type === 'integer' && second?.type === 'integer' && Number.isFinite(second.minimum) && Number.isFinite(second.maximum);
}
