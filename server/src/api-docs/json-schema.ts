/**
 * TypeBox schemas as the plain JSON Schema the API documents carry: OpenAPI
 * 3.1 speaks 2020-12, AsyncAPI 3.0 draft-07 (its default schema format).
 * TypeBox writes draft-07 tuples, which 2020-12 spells otherwise, and keeps
 * its own bookkeeping under symbols, which neither document gets.
 */
import type { TSchema } from '@sinclair/typebox';

export type JsonSchema = { [key: string]: unknown };
export type Dialect = '2020-12' | 'draft-07';

/** The property pattern TypeBox gives Type.Record(Type.String(), …): any name. */
const ANY_NAME = '^(.*)$';

/** A JSON copy of a schema in the dialect's spelling; string-keyed records become additionalProperties. */
export function toJsonSchema(schema: TSchema | JsonSchema, dialect: Dialect = '2020-12'): JsonSchema {
  return convert(JSON.parse(JSON.stringify(schema)) as unknown, dialect) as JsonSchema;
}

function convert(node: unknown, dialect: Dialect): unknown {
  if (Array.isArray(node)) return node.map((item) => convert(item, dialect));
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = convert(value, dialect);
  // A draft-07 tuple: `items` as an array, `additionalItems: false` closing it.
  if (dialect === '2020-12' && Array.isArray(out.items)) {
    out.prefixItems = out.items;
    out.items = out.additionalItems !== false;
    delete out.additionalItems;
  }
  const patterns = out.patternProperties as JsonSchema | undefined;
  if (patterns && Object.keys(patterns).length === 1 && ANY_NAME in patterns) {
    out.additionalProperties = patterns[ANY_NAME];
    delete out.patternProperties;
  }
  return out;
}
