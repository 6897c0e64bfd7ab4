/** How a failed send is read: the network (wait and retry with the same id) or a refusal (keep the text, tell why). */
import { ERROR_CODES } from '../../config/error-codes';
import { isApiError } from '../../lib/api';
import type { RefusalReason } from './types';

/** A field the server named in its refusal, with the catalogue id of its message (spec 5: forms.error.*). */
export interface FieldRefusal {
  field: string;
  message: string;
}

export type SendFailure = { kind: 'offline' } | { kind: 'refused'; reason: RefusalReason; detail: string | null; fields: FieldRefusal[] };

function fieldsOf(body: unknown): FieldRefusal[] {
  const fields = (body as { fields?: unknown } | null)?.fields;
  if (!Array.isArray(fields)) return [];
  return fields
    .map((f) => f as { field?: unknown; message?: unknown })
    .filter((f): f is FieldRefusal => typeof f.field === 'string' && typeof f.message === 'string');
}

export function classifyFailure(error: unknown): SendFailure {
  // A 429 or a 5xx is the server's passing trouble, not a verdict on the message.
  if (!isApiError(error) || error.network || error.status === undefined || error.status === 429 || error.status >= 500) {
    return { kind: 'offline' };
  }
  const detail = error.message || null;
  const fields = fieldsOf(error.body);
  if (error.status === 401) return { kind: 'refused', reason: 'sessionExpired', detail, fields };
  if (error.code === ERROR_CODES.CASE_CLOSED.code || error.status === ERROR_CODES.CASE_CLOSED.status) {
    return { kind: 'refused', reason: 'caseClosed', detail, fields };
  }
  if (error.status === 400 || error.status === 413) {
    const attachment = fields.some((f) => f.field.startsWith('attachments')) || /attach|file|upload/i.test(error.serverMessage ?? '');
    return { kind: 'refused', reason: attachment ? 'badAttachment' : 'refused', detail, fields };
  }
  return { kind: 'refused', reason: 'refused', detail, fields };
}
