/** How a failed send is read: the network (wait and retry with the same id) or a refusal (keep the text, tell why). */
import { ERROR_CODES } from '../../config/error-codes';
import { isApiError } from '../../lib/api';
import type { RefusalReason } from './types';

export type SendFailure = { kind: 'offline' } | { kind: 'refused'; reason: RefusalReason; detail: string | null };

export function classifyFailure(error: unknown): SendFailure {
  // A 429 or a 5xx is the server's passing trouble, not a verdict on the message.
  if (!isApiError(error) || error.network || error.status === undefined || error.status === 429 || error.status >= 500) {
    return { kind: 'offline' };
  }
  const detail = error.message || null;
  if (error.status === 401) return { kind: 'refused', reason: 'sessionExpired', detail };
  if (error.code === ERROR_CODES.CASE_CLOSED.code || error.status === ERROR_CODES.CASE_CLOSED.status) {
    return { kind: 'refused', reason: 'caseClosed', detail };
  }
  if (error.status === 400 || error.status === 413) {
    const attachment = /attach|file|upload/i.test(error.serverMessage ?? '');
    return { kind: 'refused', reason: attachment ? 'badAttachment' : 'refused', detail };
  }
  return { kind: 'refused', reason: 'refused', detail };
}
