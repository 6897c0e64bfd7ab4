/**
 * Sends a form, now or from the outbox. A captcha is solved at send time (a
 * queued form may wait longer than a challenge lives); the idempotency key
 * stays the same on every attempt, so the server stores the form once.
 */
import type { FormName } from '../../config/forms';
import { isApiError } from '../../lib/api';
import type { SendOutcome } from '../../lib/outbox';
import { postForm } from './api/post-form';
import { solveCaptcha } from './solve-captcha';

export const FORM_OUTBOX_KIND = 'form';

export interface QueuedForm {
  form: FormName;
  body: Record<string, unknown>;
}

export type SendResult = { kind: 'sent'; id: string | undefined } | { kind: 'offline' } | { kind: 'refused'; error: unknown };

export async function sendForm(queued: QueuedForm, requestId: string): Promise<SendResult> {
  try {
    const captcha = await solveCaptcha();
    const answer = await postForm(queued.form, { ...queued.body, captcha }, requestId);
    return { kind: 'sent', id: 'id' in answer ? answer.id : undefined };
  } catch (error) {
    if (isApiError(error) && !error.network && error.status !== 429 && error.status !== undefined && error.status < 500) {
      return { kind: 'refused', error };
    }
    return { kind: 'offline' };
  }
}

/** The outbox's sender for queued forms. */
export async function sendQueuedForm(queued: QueuedForm, requestId: string): Promise<SendOutcome> {
  const result = await sendForm(queued, requestId);
  return result.kind === 'sent' ? 'sent' : result.kind === 'offline' ? 'retry' : 'drop';
}
