/**
 * The arbitraries are only as good as their agreement with the schemas: every
 * valid value of every node of the contract validates with Ajv (read as the
 * server reads it: defaults filled in, formats checked, no coercion), and
 * every near-miss does not.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { API_SHAPES } from '../../../src/config/api/index.js';
import type { EndpointShape } from '../../../src/config/api/shape.js';
import { integerParam, withDefault } from '../../../src/config/api/params.js';
import { validValue, type SchemaNode } from './schema-arbitraries.js';
import { schemaRefusal } from './schema-check.js';
import { nearMiss } from './schema-near-misses.js';

const RUNS = 30;

const shown = (value: unknown) => JSON.stringify(value)?.slice(0, 200);

function expectAllValid(schema: SchemaNode, seed: number): void {
  for (const value of fc.sample(validValue(schema), { numRuns: RUNS, seed })) {
    expect(schemaRefusal(schema, value), shown(value)).toBeUndefined();
  }
}

function expectAllRefused(schema: SchemaNode, seed: number, whole = true): void {
  const misses = nearMiss(schema, { whole });
  if (!misses) return;
  for (const miss of fc.sample(misses, { numRuns: RUNS, seed })) {
    expect(schemaRefusal(schema, miss.value), `${miss.what}: ${shown(miss.value)}`).toBeDefined();
  }
}

type Part = 'params' | 'query' | 'body';
const shapes = Object.entries(API_SHAPES) as Array<[string, EndpointShape]>;
const requestParts = shapes.flatMap(([name, shape]) =>
  (['params', 'query', 'body'] as const)
    .filter((part) => shape[part] !== undefined && !(part === 'body' && shape.bodyMediaType))
    .map((part): [string, Part, TSchema] => [name, part, shape[part]!]),
);
const answers = shapes.flatMap(([name, shape]) =>
  shape.mediaType ? [] : Object.entries(shape.answers).map(([status, schema]): [string, string, TSchema] => [name, status, schema]),
);

/** Node kinds the request shapes use rarely or not at all, written the same way. */
const OTHER_NODES: Array<[string, TSchema]> = [
  ['a bounded number', Type.Number({ minimum: -1.5, maximum: 2 })],
  ['an integer with a default', withDefault(integerParam(1, 9), 3)],
  ['distinct integers, one to three', Type.Array(Type.Integer({ minimum: 0, maximum: 50 }), { minItems: 1, maxItems: 3, uniqueItems: true })],
  ['a union of a short string and an integer', Type.Union([Type.String({ maxLength: 3 }), Type.Integer({ minimum: 0 })])],
  [
    'a closed object that needs one property',
    Type.Object({ a: Type.Optional(Type.Null()), b: Type.Optional(Type.Boolean()) }, { additionalProperties: false, minProperties: 1 }),
  ],
  ['a tuple', Type.Tuple([Type.Number(), Type.String({ minLength: 2 })])],
  ['a record of literals', Type.Record(Type.String(), Type.Union([Type.Literal('BUY'), Type.Literal('SELL')]))],
  ['a pattern with a fixed count', Type.String({ pattern: '^[0-9a-f]{4}$' })],
];

describe('schema arbitraries', () => {
  it.each(requestParts)('draw only values %s.%s accepts', (name, part, schema) => expectAllValid(schema, name.length));
  it.each(requestParts)('draw near-misses of %s.%s that it refuses, the whole value or one property at a time', (name, part, schema) => {
    expectAllRefused(schema, name.length, true);
    expectAllRefused(schema, name.length + 1, false);
  });
  it.each(answers)('draw only answers %s %s accepts, and near-misses it refuses', (name, _status, schema) => {
    expectAllValid(schema, name.length);
    expectAllRefused(schema, name.length);
  });
  it.each(OTHER_NODES)('draw values and near-misses of %s', (_what, schema) => {
    expectAllValid(schema, 7);
    expectAllRefused(schema, 7);
  });

  it('have near-misses for every request part that declares a property', () => {
    const without = requestParts.filter(([, , schema]) => Object.keys(schema.properties ?? {}).length > 0 && !nearMiss(schema, { whole: false }));
    expect(without.map(([name, part]) => `${name}.${part}`)).toEqual([]);
  });

  it('refuse a node kind they do not know rather than draw something unchecked', () => {
    expect(() => validValue({ not: { type: 'string' } })).toThrow(/not/);
    expect(() => validValue({ type: 'string', format: 'hostname' })).toThrow(/hostname/);
    expect(nearMiss({})).toBeUndefined();
  });
});
