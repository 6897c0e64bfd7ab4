/**
 * Wire pieces several areas share: the error body every 4xx/5xx carries,
 * pagination blocks and number formats. Shapes of one area stay in its file.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** One item of an error body's `errors` (spec 8: the first becomes the error). */
export const ErrorItem = Type.Object({
  code: Type.Integer({ description: 'Our error code (the table in docs/api.md and the OpenAPI document).' }),
  message: Type.String(),
});

/** A form's per-field message (spec 5): a status and a message id of the UI catalogues. */
export const FieldMessage = Type.Object({
  field: Type.String(),
  status: Type.Literal('error'),
  message: Type.String({ description: 'A message id of the UI catalogues (forms.error.*).' }),
});

/**
 * The body of every error answer (api-facts): `{ error_id, errors: [...] }`.
 * A 412 adds the server's time, so the client can resync at once; a form
 * refused per field adds `fields`; a form's own rate limit names the form.
 */
export const ErrorBody = Type.Object({
  error_id: Type.String({ format: 'uuid' }),
  errors: Type.Array(ErrorItem, { minItems: 1 }),
  serverTime: Type.Optional(Type.Integer({ description: 'Epoch ms; on 412 (time skew).' })),
  fields: Type.Optional(Type.Array(FieldMessage, { description: 'Per-field messages of a refused form.' })),
  form: Type.Optional(Type.String({ description: 'On 429 of a form: the form whose limit was reached.' })),
});
export type ErrorBody = Static<typeof ErrorBody>;

/** An exact amount as a decimal string ("0.00012345"), as the real API sends money. */
export const DecimalString = Type.String({ pattern: '^-?\\d+(\\.\\d+)?$' });

/** A page of a list: zero-based page, its size and how many pages there are. */
export const Pagination = Type.Object({
  size: Type.Integer(),
  page: Type.Integer(),
  totalPageCount: Type.Integer(),
});

/** A file's bytes (an answer whose shape has a `mediaType`). */
export const FileBytes = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary' });

/** An empty JSON object (an acknowledgement). */
export const Empty = Type.Object({}, { additionalProperties: false });

/** `T` or null. */
export function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}

/** An object keyed by arbitrary names (coins, wallets, symbols), each value shaped by `value`. */
export function KeyedBy<T extends TSchema>(value: T, description?: string) {
  return Type.Record(Type.String(), value, description ? { description } : {});
}
