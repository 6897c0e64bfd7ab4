/**
 * Per-field messages (spec 5: each carries a status and a message text): the
 * same function runs in the browser before sending and on the server, which
 * answers them in the error body. Messages are ids of the UI catalogues
 * (`forms.error.*`), so every locale shows them in its own language.
 */
import type { TObject } from '@sinclair/typebox';
import { Value, ValueErrorType, type ValueError } from '@sinclair/typebox/value';
import { EMAIL_PATTERN, HASHRATE_PATTERN } from './fields.js';

export type FieldMessageId =
  | 'forms.error.required'
  | 'forms.error.email'
  | 'forms.error.tooLong'
  | 'forms.error.number'
  | 'forms.error.hashrate'
  | 'forms.error.invalid'
  | 'forms.error.unknownField'
  | 'forms.error.attachmentType'
  | 'forms.error.attachmentContent'
  | 'forms.error.attachmentSize'
  | 'forms.error.attachmentCount'
  | 'forms.error.captcha'
  | 'forms.error.linkInvalid'
  | 'forms.error.linkExpired'
  | 'forms.error.linkUsed';

export interface FieldError {
  field: string;
  status: 'error';
  message: FieldMessageId;
}

function messageFor(error: ValueError): FieldMessageId {
  switch (error.type) {
    case ValueErrorType.ObjectRequiredProperty:
      return 'forms.error.required';
    case ValueErrorType.ObjectAdditionalProperties:
      return 'forms.error.unknownField';
    case ValueErrorType.StringMinLength:
      return error.value === '' ? 'forms.error.required' : 'forms.error.invalid';
    case ValueErrorType.StringMaxLength:
      return 'forms.error.tooLong';
    case ValueErrorType.ArrayMaxItems:
      return 'forms.error.attachmentCount';
    case ValueErrorType.StringPattern: {
      const pattern = (error.schema as { pattern?: string }).pattern;
      if (pattern === EMAIL_PATTERN) return 'forms.error.email';
      if (pattern === HASHRATE_PATTERN) return 'forms.error.hashrate';
      if (pattern?.startsWith('^[0-9]+')) return 'forms.error.number';
      return 'forms.error.invalid';
    }
    default:
      return 'forms.error.invalid';
  }
}

/** The field an error belongs to: the first segment of its path ("/attachments/0/name" -> "attachments"). */
function fieldOf(error: ValueError): string {
  const first = error.path.split('/')[1];
  if (first) return first;
  // An unknown property reports the object's path; name the property itself.
  if (error.type === ValueErrorType.ObjectAdditionalProperties || error.type === ValueErrorType.ObjectRequiredProperty) {
    return String((error as { value?: unknown }).value ?? '');
  }
  return '';
}

/**
 * A length TypeBox refuses that JSON Schema accepts: TypeBox counts UTF-16
 * units, JSON Schema (Ajv, the API documents) characters, so an emoji is one.
 * The forms count as the contract says.
 */
function withinLength(error: ValueError): boolean {
  if (typeof error.value !== 'string') return false;
  const length = [...error.value].length;
  if (error.type === ValueErrorType.StringMaxLength) return length <= Number(error.schema.maxLength);
  if (error.type === ValueErrorType.StringMinLength) return length >= Number(error.schema.minLength);
  return false;
}

/** One message per field (the first problem found), in the schema's field order. */
export function fieldErrors(schema: TObject, value: unknown): FieldError[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [{ field: '', status: 'error', message: 'forms.error.invalid' }];
  }
  const byField = new Map<string, FieldError>();
  for (const error of Value.Errors(schema, value)) {
    if (withinLength(error)) continue;
    const field = fieldOf(error);
    if (!byField.has(field)) byField.set(field, { field, status: 'error', message: messageFor(error) });
    if (byField.size >= 50) break;
  }
  const order = Object.keys(schema.properties);
  return [...byField.values()].sort((a, b) => rank(order, a.field) - rank(order, b.field));
}

function rank(order: string[], field: string): number {
  const at = order.indexOf(field);
  return at === -1 ? order.length : at;
}
