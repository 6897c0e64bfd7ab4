/** Small builders for response schemas, which must list every field (fast-json-stringify drops the rest). */

type Schema = Record<string, unknown>;

/** An object whose listed properties are all required. */
export function obj(properties: Record<string, Schema>, optional: string[] = []): Schema {
  return { type: 'object', required: Object.keys(properties).filter((k) => !optional.includes(k)), properties };
}

/** An object keyed by arbitrary names (coins, wallets, symbols), each value shaped by `value`. */
export function map(value: Schema): Schema {
  return { type: 'object', additionalProperties: value };
}

export const str = { type: 'string' } as const;
export const num = { type: 'number' } as const;
export const int = { type: 'integer' } as const;
export const bool = { type: 'boolean' } as const;
export const nullableStr = { type: ['string', 'null'] } as const;
export const nullableNum = { type: ['number', 'null'] } as const;

export function arr(items: Schema): Schema {
  return { type: 'array', items };
}
