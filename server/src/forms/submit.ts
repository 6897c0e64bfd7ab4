/**
 * The one submission path of every public form: a replay of a stored
 * idempotency key answers the stored submission; otherwise the per-form and
 * per-address windows, the schema (per-field messages, spec 5), the captcha
 * (single use) and the attachments (by content and size) are checked, and the
 * submission is stored once.
 */
import { randomUUID } from 'node:crypto';
import type { Static, TObject } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { FORM_SCHEMAS, fieldErrors, type FieldError, type FormName } from '../../../src/config/forms/index.js';
import { keptMarketing } from '../../../src/config/forms/fields.js';
import { ApiError } from '../lib/api-error.js';
import { addressKey } from '../lib/rate-window.js';
import { checkRequestId } from '../lib/request-id.js';
import { decodeUploads } from '../uploads/decode-uploads.js';
import { MINUTE_MS } from '../../../src/config/time.js';

export { checkRequestId, requestIdOf } from '../lib/request-id.js';

export interface SubmitInput {
  form: FormName;
  body: unknown;
  address: string;
  /** X-Request-Id: the same action sent twice is stored once. */
  requestId: string | undefined;
}

export interface Submitted {
  id: string;
  /** False when the request id was already stored (a retry). */
  created: boolean;
  fields: Record<string, unknown>;
  marketing: Record<string, string>;
}

export function invalidFields(fields: FieldError[], message = 'Some fields are not valid'): ApiError {
  return new ApiError('INVALID_PARAMETER', message, { fields });
}

/** A body checked against a form's schema: typed when it fits, else a 400 with a message per field (spec 5). */
export function checkedFields<T extends TObject>(schema: T, body: unknown): Static<T> {
  const problems = fieldErrors(schema, body);
  if (problems.length > 0) throw invalidFields(problems);
  // fieldErrors found nothing: the body is the schema's, lengths counted as JSON Schema counts them.
  return body as Static<T>;
}

export function takeRate(app: FastifyInstance, form: string, address: string): void {
  const { rate, limits } = app.forms;
  const client = addressKey(address);
  const perForm = rate.take(`${form}\0${client}`, limits.perFormPerAddress);
  const perAddress = rate.take(`*\0${client}`, limits.perAddress);
  if (!perForm || !perAddress) {
    throw new ApiError(
      'RATE_LIMITED',
      `Too many submissions of this form from your address; please wait ${Math.round(limits.windowMs / MINUTE_MS)} minutes and try again`,
      {
        form,
      },
    );
  }
}

export async function submitForm(app: FastifyInstance, input: SubmitInput): Promise<Submitted> {
  const requestId = checkRequestId(input.requestId);
  const earlier = await app.repos.forms.findByRequestId(requestId);
  if (earlier) {
    if (earlier.form !== input.form) throw new ApiError('INVALID_PARAMETER', 'X-Request-Id already used by another form');
    return { id: earlier.id, created: false, fields: {}, marketing: {} };
  }
  takeRate(app, input.form, input.address);

  const body: Record<string, unknown> & { captcha: string; marketing?: Record<string, unknown>; attachments?: Array<{ name: string; content: string }> } =
    checkedFields(FORM_SCHEMAS[input.form], input.body);

  const attachments = await decodeUploads(body.attachments ?? []);

  const captchaProblem = await app.forms.captcha.check(body.captcha);
  if (captchaProblem) {
    throw invalidFields([{ field: 'captcha', status: 'error', message: 'forms.error.captcha' }], `Captcha ${captchaProblem}`);
  }

  const { captcha: _captcha, marketing, attachments: _files, ...fields } = body;
  const kept = keptMarketing(marketing);
  const stored = await app.repos.forms.add({
    id: randomUUID(),
    requestId,
    form: input.form,
    address: input.address,
    email: typeof fields.email === 'string' ? fields.email : null,
    fields,
    marketing: kept,
    attachments,
  });
  return { ...stored, fields, marketing: kept };
}
