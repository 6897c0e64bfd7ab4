/**
 * Near-misses of a schema node: values one step outside it — a bound passed
 * by one, a string one character too short or too long or with one character
 * its pattern refuses, a value of another type, a required property left
 * out, an unlisted one added, one property or item off. Each says what it
 * broke, for the report. A node that refuses nothing (Type.Unknown) has none.
 */
import fc from 'fast-check';
import { BOUNDARY_CAP, bounds, codePoints, flatten, leftOutAllowed, stringLimits, validValue, type SchemaNode } from './schema-arbitraries.js';

export interface NearMiss {
  value: unknown;
  /** What was broken, e.g. "size: 101 above the maximum 100". */
  what: string;
}

type Kinds = Array<fc.Arbitrary<NearMiss>>;

const SAMPLE_OF_TYPE: Record<string, unknown> = { string: 'x', integer: 7, number: 1.5, boolean: true, null: null, array: [], object: {} };
const jsonType = (v: unknown) =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' ? (Number.isInteger(v) ? 'integer' : 'number') : typeof v;

/** The JSON types a node lets through, or undefined when it takes any. */
function allowedTypes(node: SchemaNode): Set<string> | undefined {
  if (typeof node.type === 'string') return new Set(node.type === 'number' ? ['number', 'integer'] : [node.type]);
  if ('const' in node) return new Set([jsonType(node.const)]);
  if (Array.isArray(node.enum)) return new Set((node.enum as unknown[]).map(jsonType));
  if (!Array.isArray(node.anyOf)) return undefined;
  const members = (node.anyOf as SchemaNode[]).map((m) => allowedTypes(flatten(m)));
  return members.some((m) => m === undefined) ? undefined : new Set(members.flatMap((m) => [...m!]));
}

function wrongType(node: SchemaNode): Kinds {
  const allowed = allowedTypes(node);
  if (!allowed) return [];
  const others = Object.entries(SAMPLE_OF_TYPE).filter(([type]) => !allowed.has(type));
  return others.length ? [fc.constantFrom(...others).map(([type, value]) => ({ value, what: `${type} where ${[...allowed].join('/')} belongs` }))] : [];
}

/** Values beside the listed ones: each listed value altered a little (case, a suffix, ±1). */
function notListed(listed: readonly unknown[]): Kinds {
  const near = listed.flatMap((v): unknown[] =>
    typeof v === 'number' ? [v + 1, v - 1, v + 0.5] : typeof v === 'string' ? [`${v}x`, v.toLowerCase(), v.toUpperCase(), ` ${v}`, ''] : [],
  );
  const outside = [...new Set(near)].filter((v) => !listed.includes(v));
  return outside.length ? [fc.constantFrom(...outside).map((value) => ({ value, what: `${JSON.stringify(value)} is not listed` }))] : [];
}

const take = (text: string, n: number) => [...text].slice(0, n).join('');
const padTo = (text: string, n: number) => text + ([...text].at(-1) ?? 'a').repeat(Math.max(0, n - codePoints(text)));
const BREAKERS = ['\u0000', '\u001f', '\u007f', '\ud800', ' ', '!', '-', '.', '/', '=', 'é', '😀', 'Z', 'z', '0', '\n'];

function patternBreak(pattern: string, valid: fc.Arbitrary<string>): Kinds {
  const re = new RegExp(pattern, 'u');
  const swapped = fc.tuple(valid, fc.constantFrom(...BREAKERS), fc.nat()).map(([text, bad, at]) => {
    const chars = [...text];
    chars.splice(chars.length ? at % chars.length : 0, chars.length ? 1 : 0, bad);
    return chars.join('');
  });
  // Only where most swaps break the pattern: a filter that rarely passes would spin.
  if (fc.sample(swapped, { numRuns: 40, seed: 1 }).filter((s) => !re.test(s)).length < 10) return [];
  return [swapped.filter((s) => !re.test(s)).map((value) => ({ value, what: `${JSON.stringify(value.slice(0, 30))} breaks the pattern` }))];
}

function stringMisses(node: SchemaNode): Kinds {
  const valid = validValue(node) as fc.Arbitrary<string>;
  const { min, max, repeated } = stringLimits(node);
  const kinds: Kinds = [];
  if (min > 0) kinds.push(valid.map((v) => ({ value: take(v, min - 1), what: `shorter than the minLength ${min}` })));
  if (Number.isFinite(max) && max < BOUNDARY_CAP) {
    const long = repeated ? fc.string({ unit: repeated.unit, minLength: max + 1, maxLength: max + 1 }) : valid.map((v) => padTo(v, max + 1));
    kinds.push(long.map((value) => ({ value, what: `longer than the maxLength ${max}` })));
  }
  if (typeof node.pattern === 'string') kinds.push(...patternBreak(node.pattern, valid));
  if (node.format === 'uuid') {
    kinds.push(
      fc
        .uuid()
        .chain((u) => fc.constantFrom(`${u.slice(0, -1)}g`, u.replace(/-/g, ''), u.slice(1)))
        .map((value) => ({ value, what: 'not a uuid' })),
    );
  }
  if (node.format === 'date') {
    kinds.push(fc.constantFrom('2026-13-01', '2026-1-05', '05.01.2026', '2026-01-05T00:00:00Z').map((value) => ({ value, what: 'not a calendar day' })));
  }
  return kinds;
}

function numberMisses(node: SchemaNode): Kinds {
  const { min, max } = bounds(node);
  const kinds: Kinds = [];
  const declared = (n: number) => Number.isFinite(n) && Math.abs(n) < Number.MAX_SAFE_INTEGER;
  if (declared(min)) kinds.push(fc.constant({ value: min - 1, what: `${min - 1} below the minimum ${min}` }));
  if (declared(max)) kinds.push(fc.constant({ value: max + 1, what: `${max + 1} above the maximum ${max}` }));
  if (node.type === 'integer') kinds.push(fc.constant({ value: (declared(min) ? min : 0) + 0.5, what: 'not an integer' }));
  return kinds;
}

function arrayMisses(node: SchemaNode): Kinds {
  const valid = validValue(node) as fc.Arbitrary<unknown[]>;
  if (Array.isArray(node.items)) return [valid.map((v) => ({ value: v.slice(1), what: 'a tuple one item short' }))];
  const item = node.items as SchemaNode | undefined;
  const { minItems, maxItems } = node as { minItems?: number; maxItems?: number };
  const kinds: Kinds = [];
  if (item && maxItems !== undefined && maxItems < 1000) {
    kinds.push(
      fc.array(validValue(item), { minLength: maxItems + 1, maxLength: maxItems + 1 }).map((value) => ({ value, what: `more than maxItems ${maxItems}` })),
    );
  }
  if (minItems) kinds.push(valid.map((v) => ({ value: v.slice(0, minItems - 1), what: `fewer than minItems ${minItems}` })));
  const itemMiss = item && nearMiss(item);
  if (itemMiss) {
    kinds.push(
      fc.tuple(valid, itemMiss, fc.nat()).map(([list, miss, at]) => {
        const value = list.length ? list.map((v, i) => (i === at % list.length ? miss.value : v)) : [miss.value];
        return { value, what: `an item: ${miss.what}` };
      }),
    );
  }
  return kinds;
}

function objectMisses(node: SchemaNode): Kinds {
  const valid = validValue(node) as fc.Arbitrary<Record<string, unknown>>;
  const properties = (node.properties as Record<string, SchemaNode> | undefined) ?? {};
  const without = (record: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));
  const kinds: Kinds = [];
  const needed = Object.keys(properties).filter((key) => !leftOutAllowed(node, key));
  if (needed.length)
    kinds.push(fc.tuple(valid, fc.constantFrom(...needed)).map(([v, key]) => ({ value: without(v, key), what: `the required ${key} left out` })));
  const patterns = Object.keys((node.patternProperties as object | undefined) ?? {}).map((p) => new RegExp(p, 'u'));
  const extra = 'zzUnlisted';
  if (node.additionalProperties === false && !patterns.some((re) => re.test(extra))) {
    kinds.push(valid.map((v) => ({ value: { ...v, [extra]: 1 }, what: `the unlisted property ${extra}` })));
  }
  if (typeof node.minProperties === 'number' && node.minProperties > 0) kinds.push(fc.constant({ value: {}, what: 'no property at all' }));
  for (const [key, schema] of Object.entries(properties)) {
    const miss = nearMiss(schema);
    if (miss) kinds.push(fc.tuple(valid, miss).map(([v, m]) => ({ value: { ...v, [key]: m.value }, what: `${key}: ${m.what}` })));
  }
  return kinds;
}

/**
 * Values the node refuses, each for one reason. `whole: false` keeps the
 * value an object of the node's properties (a query or the path's
 * parameters, which cannot be another type).
 */
export function nearMiss(raw: SchemaNode, options: { whole?: boolean } = {}): fc.Arbitrary<NearMiss> | undefined {
  const node = flatten(raw);
  const kinds: Kinds = options.whole === false ? [] : wrongType(node);
  if ('const' in node) kinds.push(...notListed([node.const]));
  else if (Array.isArray(node.enum)) kinds.push(...notListed(node.enum as unknown[]));
  else if (Array.isArray(node.anyOf) && (node.anyOf as SchemaNode[]).every((m) => 'const' in m))
    kinds.push(...notListed((node.anyOf as SchemaNode[]).map((m) => m.const)));
  else if (node.type === 'string') kinds.push(...stringMisses(node));
  else if (node.type === 'integer' || node.type === 'number') kinds.push(...numberMisses(node));
  else if (node.type === 'array') kinds.push(...arrayMisses(node));
  else if (node.type === 'object') kinds.push(...objectMisses(node));
  return kinds.length ? fc.oneof(...kinds) : undefined;
}
