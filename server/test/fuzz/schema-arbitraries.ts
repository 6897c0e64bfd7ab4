/**
 * fast-check arbitraries drawn from the JSON Schema nodes the contract's
 * shapes are made of (src/config/api/): values a schema accepts, as Ajv reads
 * it with the server's useDefaults (lengths in code points, patterns with the
 * `u` flag). Their near-misses are in schema-near-misses.ts. A node kind the
 * shapes do not use throws, so a new kind is noticed rather than skipped.
 */
import fc from 'fast-check';

export type SchemaNode = Readonly<Record<string, unknown>>;

/** Strings and arrays are drawn at their upper bound only up to this size, so one request stays small. */
export const BOUNDARY_CAP = 20_000;

const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** One node with its allOf parts merged (integerParam writes its bounds in a second part). */
export function flatten(node: SchemaNode): SchemaNode {
  if (!Array.isArray(node.allOf)) return node;
  const { allOf, ...rest } = node;
  return (allOf as SchemaNode[]).map(flatten).reduce<SchemaNode>((merged, part) => {
    const [lo1, lo2, hi1, hi2] = [num(merged.minimum), num(part.minimum), num(merged.maximum), num(part.maximum)];
    return {
      ...merged,
      ...part,
      ...(lo1 !== undefined && lo2 !== undefined ? { minimum: Math.max(lo1, lo2) } : {}),
      ...(hi1 !== undefined && hi2 !== undefined ? { maximum: Math.min(hi1, hi2) } : {}),
    };
  }, rest);
}

/** The range a number node allows, with integers as wide as a double holds them exactly. */
export function bounds(node: SchemaNode): { min: number; max: number } {
  return { min: Math.max(num(node.minimum) ?? -Infinity, -Number.MAX_SAFE_INTEGER), max: Math.min(num(node.maximum) ?? Infinity, Number.MAX_SAFE_INTEGER) };
}

export interface Repeated {
  /** One character the pattern's class accepts. */
  unit: fc.Arbitrary<string>;
  min: number;
  max: number;
}

/** One code point: mostly ASCII (controls included), sometimes any, astral and lone surrogates too. */
const ANY_CHAR = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
);

const REPEATED = /^\^(\[(?:\\.|[^\]\\])*\])(\*|\+|\{(\d+)(?:(,)(\d*))?\})\$$/;

/**
 * A pattern that is one character class repeated (`^[...]*$`, `{25,34}`):
 * drawn unit by unit, so a length bound is met exactly. A negated class also
 * draws from every code point, astral ones included, not just ASCII.
 */
export function repeatedClass(pattern: string): Repeated | undefined {
  const m = REPEATED.exec(pattern);
  if (!m) return undefined;
  const [, cls, quantifier, low, comma, high] = m as unknown as [string, string, string, string?, string?, string?];
  const one = new RegExp(`^${cls}$`, 'u');
  const matching = fc.stringMatching(one);
  const unit = cls.startsWith('[^') ? fc.oneof({ weight: 3, arbitrary: matching }, { weight: 1, arbitrary: ANY_CHAR.filter((c) => one.test(c)) }) : matching;
  if (quantifier === '*') return { unit, min: 0, max: Infinity };
  if (quantifier === '+') return { unit, min: 1, max: Infinity };
  const min = Number(low);
  return { unit, min, max: comma ? (high ? Number(high) : Infinity) : min };
}

/** Code points, as Ajv counts a string's length. */
export const codePoints = (text: string): number => [...text].length;

export function stringLimits(node: SchemaNode): { min: number; max: number; repeated?: Repeated } {
  const repeated = typeof node.pattern === 'string' ? repeatedClass(node.pattern) : undefined;
  const min = Math.max(num(node.minLength) ?? 0, repeated?.min ?? 0);
  const max = Math.min(num(node.maxLength) ?? Infinity, repeated?.max ?? Infinity);
  return { min, max, ...(repeated ? { repeated } : {}) };
}

/** Mostly short values, sometimes exactly at a bound (up to BOUNDARY_CAP). */
function withEdges<T>(any: fc.Arbitrary<T>, atLength: (n: number) => fc.Arbitrary<T>, min: number, max: number): fc.Arbitrary<T> {
  const edges = [...new Set([min, max])].filter((n) => Number.isFinite(n) && n <= BOUNDARY_CAP).map(atLength);
  return edges.length ? fc.oneof({ weight: 6, arbitrary: any }, ...edges.map((arbitrary) => ({ weight: 1, arbitrary }))) : any;
}

function validString(node: SchemaNode): fc.Arbitrary<string> {
  if (node.format === 'uuid') return fc.uuid();
  if (node.format === 'email') return fc.emailAddress();
  // A calendar day, YYYY-MM-DD (the API changelog's dates).
  if (node.format === 'date')
    return fc
      .date({ min: new Date(Date.UTC(1970, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (node.format !== undefined && node.format !== 'binary') throw new Error(`no arbitrary for the string format ${String(node.format)}`);
  const { min, max, repeated } = stringLimits(node);
  if (typeof node.pattern === 'string' && !repeated) {
    const fits = (s: string) => codePoints(s) >= min && codePoints(s) <= max;
    return fc.stringMatching(new RegExp(node.pattern, 'u')).filter(fits);
  }
  const unit = repeated?.unit ?? ANY_CHAR;
  const upTo = Number.isFinite(max) ? max : undefined;
  const text = (lo: number, hi?: number) => fc.string({ unit, minLength: lo, ...(hi === undefined ? {} : { maxLength: hi }) });
  return withEdges(text(min, upTo), (n) => text(n, n), min, max);
}

function validNumber(node: SchemaNode): fc.Arbitrary<number> {
  const { min, max } = bounds(node);
  if (node.type === 'integer') {
    const any = fc.bigInt({ min: BigInt(Math.ceil(min)), max: BigInt(Math.floor(max)) }).map(Number);
    return fc.oneof({ weight: 4, arbitrary: any }, { weight: 1, arbitrary: fc.constantFrom(Math.ceil(min), Math.floor(max)) });
  }
  return fc.double({ min: Math.max(min, -1e15), max: Math.min(max, 1e15), noNaN: true, noDefaultInfinity: true });
}

function validArray(node: SchemaNode): fc.Arbitrary<unknown[]> {
  if (Array.isArray(node.items)) return fc.tuple(...(node.items as SchemaNode[]).map(validValue));
  const item = node.items === undefined ? fc.jsonValue({ maxDepth: 1 }) : validValue(node.items as SchemaNode);
  const min = num(node.minItems) ?? 0;
  const max = num(node.maxItems) ?? Infinity;
  const list = (lo: number, hi?: number) =>
    node.uniqueItems === true
      ? fc.uniqueArray(item, { minLength: lo, maxLength: hi ?? lo + 10, selector: (v) => JSON.stringify(v) })
      : fc.array(item, { minLength: lo, ...(hi === undefined ? {} : { maxLength: hi }) });
  return withEdges(list(min, Number.isFinite(max) ? max : undefined), (n) => list(n, n), min, max > 1000 ? Infinity : max);
}

/** Properties the server may be sent without: optional ones and those it fills in (withDefault). */
export function leftOutAllowed(node: SchemaNode, key: string): boolean {
  const required = (node.required as string[] | undefined) ?? [];
  const property = (node.properties as Record<string, SchemaNode> | undefined)?.[key];
  return !required.includes(key) || (property !== undefined && 'default' in property);
}

function validObject(node: SchemaNode): fc.Arbitrary<Record<string, unknown>> {
  const properties = (node.properties as Record<string, SchemaNode> | undefined) ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([key, schema]) => [key, validValue(schema)]));
  const requiredKeys = Object.keys(properties).filter((key) => !leftOutAllowed(node, key));
  let arb: fc.Arbitrary<Record<string, unknown>> = fc.record(model, { requiredKeys });
  const patterns = Object.entries((node.patternProperties as Record<string, SchemaNode> | undefined) ?? {});
  if (patterns.length) {
    const extra = fc.oneof(
      ...patterns.map(([pattern, schema]) =>
        fc.dictionary(
          fc.stringMatching(new RegExp(pattern, 'u')).filter((k) => !(k in properties)),
          validValue(schema),
          { maxKeys: 4 },
        ),
      ),
    );
    arb = fc.tuple(arb, extra).map(([declared, more]) => ({ ...more, ...declared }));
  }
  const least = num(node.minProperties) ?? 0;
  return least > 0 ? arb.filter((value) => Object.keys(value).length >= least) : arb;
}

/** Values the node accepts. */
export function validValue(raw: SchemaNode): fc.Arbitrary<unknown> {
  const node = flatten(raw);
  if ('const' in node) return fc.constant(node.const);
  if (Array.isArray(node.enum)) return fc.constantFrom(...(node.enum as unknown[]));
  if (Array.isArray(node.anyOf)) return fc.oneof(...(node.anyOf as SchemaNode[]).map(validValue));
  for (const unsupported of ['oneOf', 'not', 'if', '$ref', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf']) {
    if (unsupported in node) throw new Error(`no arbitrary for a node with ${unsupported}`);
  }
  switch (node.type) {
    case 'string':
      return validString(node);
    case 'integer':
    case 'number':
      return validNumber(node);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return validArray(node);
    case 'object':
      return validObject(node);
    case undefined:
      return fc.jsonValue({ maxDepth: 2 }); // Type.Unknown: anything
    default:
      throw new Error(`no arbitrary for the type ${JSON.stringify(node.type)}`);
  }
}
