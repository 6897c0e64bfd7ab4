/**
 * A JSON Schema of the OpenAPI document as a nested list: each property with
 * its type, its bounds, whether it is required, and its description (the
 * contract's, in English). Deep schemas stop at MAX_DEPTH: the OpenAPI
 * document has the rest.
 */
import type { JsonSchema } from '../../../config/api-reference';
import { FormattedMessage } from '../../../lib/intl';
import { ContractText } from './ContractText';

const MAX_DEPTH = 6;
const MAX_ENUM_SHOWN = 12;

const asSchema = (value: unknown): JsonSchema => (value !== null && typeof value === 'object' ? (value as JsonSchema) : {});

/** allOf's parts merged: TypeBox writes a bounded integer as two of them. */
function merged(schema: JsonSchema): JsonSchema {
  if (!Array.isArray(schema.allOf)) return schema;
  const { allOf, ...rest } = schema;
  return Object.assign({}, ...(allOf as unknown[]).map(asSchema), rest) as JsonSchema;
}

/** The type in a few words: `string (uuid)`, `array of object`, `"a" | "b"`. */
export function typeText(input: JsonSchema): string {
  const schema = merged(input);
  const alternatives = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(alternatives)) return alternatives.map((s) => typeText(asSchema(s))).join(' | ');
  if (Array.isArray(schema.enum)) {
    const shown = schema.enum.slice(0, MAX_ENUM_SHOWN).map((v) => JSON.stringify(v));
    return schema.enum.length > MAX_ENUM_SHOWN ? `${shown.join(' | ')} | … (${schema.enum.length})` : shown.join(' | ');
  }
  if ('const' in schema) return JSON.stringify(schema.const);
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : String(schema.type ?? 'any');
  if (type === 'array') {
    if (Array.isArray(schema.prefixItems)) return `[${(schema.prefixItems as unknown[]).map((s) => typeText(asSchema(s))).join(', ')}]`;
    return `array of ${typeText(asSchema(schema.items))}`;
  }
  return typeof schema.format === 'string' ? `${type} (${schema.format})` : type;
}

/** Bounds a client must keep: `1–64 chars`, `0–100000`, `at most 500 items`. */
export function boundsText(input: JsonSchema): string {
  const s = merged(input);
  const range = (min: unknown, max: unknown, unit: string) => {
    const hasMin = typeof min === 'number';
    const hasMax = typeof max === 'number';
    if (hasMin && hasMax) return `${min}–${max}${unit}`;
    if (hasMax) return `≤ ${max}${unit}`;
    return hasMin ? `≥ ${min}${unit}` : '';
  };
  return [
    range(s.minimum, s.maximum, ''),
    range(s.minLength, s.maxLength, ' chars'),
    range(s.minItems, s.maxItems, ' items'),
    'default' in s ? `default ${JSON.stringify(s.default)}` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

function Children({ schema, depth }: { schema: JsonSchema; depth: number }) {
  const s = merged(schema);
  if (depth >= MAX_DEPTH) return null;
  if (s.type === 'array' && s.items && typeof s.items === 'object') return <Children schema={asSchema(s.items)} depth={depth} />;
  const properties = Object.entries(asSchema(s.properties));
  const extra = s.additionalProperties && typeof s.additionalProperties === 'object' ? asSchema(s.additionalProperties) : undefined;
  if (properties.length === 0 && !extra) return null;
  const required = new Set((s.required as string[] | undefined) ?? []);
  return (
    <ul className="api-ref__schema">
      {properties.map(([name, value]) => (
        <Property key={name} name={name} schema={asSchema(value)} required={required.has(name)} depth={depth} />
      ))}
      {extra && <Property name="*" schema={extra} required={false} depth={depth} />}
    </ul>
  );
}

function Property({ name, schema, required, depth }: { name: string; schema: JsonSchema; required: boolean; depth: number }) {
  const bounds = boundsText(schema);
  return (
    <li>
      <code>{name}</code>{' '}
      <span className="api-ref__type" lang="en">
        {typeText(schema)}
      </span>
      {required && (
        <>
          {' '}
          <span className="api-ref__required">
            <FormattedMessage id="apiRef.op.required" />
          </span>
        </>
      )}
      {bounds && (
        <span className="muted" lang="en">
          {' '}
          {bounds}
        </span>
      )}
      {typeof schema.description === 'string' && (
        <span className="api-ref__description" lang="en">
          {' '}
          <ContractText text={schema.description} />
        </span>
      )}
      <Children schema={schema} depth={depth + 1} />
    </li>
  );
}

export function SchemaView({ schema }: { schema: JsonSchema }) {
  return (
    <div className="api-ref__schema-root">
      <p>
        <span className="api-ref__type" lang="en">
          {typeText(schema)}
        </span>
        {typeof schema.description === 'string' && (
          <span lang="en">
            {' '}
            <ContractText text={schema.description} />
          </span>
        )}
      </p>
      <Children schema={schema} depth={0} />
    </div>
  );
}
