/** POST of one public form (businessDevelopment, lawEnforcementRequest, ...), with its idempotency key. */
import { API } from '../../../config/api-contract';
import type { AnswerOf, BodyOf } from '../../../config/api';
import type { FormName } from '../../../config/forms';
import { api } from '../../../lib/api';

/**
 * `body` was checked against the form's schema before it was sent or queued
 * (use-form-engine.ts); the outbox keeps it as plain data, so it is taken as
 * that form's body here.
 */
export function postForm(form: FormName, body: Record<string, unknown>, requestId: string): Promise<AnswerOf<FormName>> {
  return api.call(API[form], { body: body as BodyOf<FormName>, requestId, notify: undefined });
}
