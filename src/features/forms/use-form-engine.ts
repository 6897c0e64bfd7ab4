/**
 * The state of one form: values (kept as a draft), per-field messages, and
 * the send: checked against the form's schema, sent with a fresh captcha and
 * a stable X-Request-Id, or kept in the outbox when offline.
 */
import { useCallback, useEffect, useState } from 'react';
import { FORM_SCHEMAS, fieldErrors, type FieldError, type FormName } from '../../config/forms';
import { createRequestId } from '../../lib/api/nonce';
import { isOnline } from '../../lib/online';
import { outbox, requestBackgroundSync } from '../../lib/outbox';
import { clearDraft, readDraft, writeDraft } from './drafts';
import { formBody } from './form-fields';
import { marketingValues } from './marketing';
import type { EncodedFile } from './read-files';
import { FORM_OUTBOX_KIND, sendForm, type QueuedForm } from './send-form';

export type EngineStatus = 'editing' | 'sending' | 'sent' | 'queued' | 'failed';

/**
 * Forms of this page session waiting in the outbox, by form: the app may
 * remount a page (a reboot when the connection returns) while its form waits,
 * and the form must still say it waits, then that it was sent.
 */
const queuedForms = new Map<FormName, string>();

function serverFields(error: unknown): FieldError[] {
  const body = (error as { body?: { fields?: unknown } } | null)?.body;
  return Array.isArray(body?.fields) ? (body.fields as FieldError[]) : [];
}

export function useFormEngine(form: FormName, extra: Record<string, string> = {}) {
  const [values, setValues] = useState<Record<string, string>>(() => readDraft(form));
  const [files, setFiles] = useState<EncodedFile[]>([]);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [status, setStatus] = useState<EngineStatus>(() => (queuedForms.has(form) ? 'queued' : 'editing'));
  const [queuedId, setQueuedId] = useState<string | undefined>(() => queuedForms.get(form));
  /** Bumped on every failed check, so the form moves focus again. */
  const [attempt, setAttempt] = useState(0);

  const setValue = useCallback(
    (name: string, value: string) => {
      setValues((old) => {
        const next = { ...old, [name]: value };
        writeDraft(form, next);
        return next;
      });
      setErrors((old) => old.filter((e) => e.field !== name));
    },
    [form],
  );

  // A queued form is sent by the outbox: show "sent" when it leaves.
  useEffect(() => {
    if (!queuedId) return undefined;
    const check = () =>
      void outbox.pending().then((items) => {
        if (items.some((i) => i.id === queuedId)) return;
        queuedForms.delete(form);
        setStatus('sent');
      });
    check();
    return outbox.subscribe(check);
  }, [queuedId, form]);

  const submit = useCallback(async () => {
    const body: Record<string, unknown> = { ...formBody(form, values), ...extra };
    if (files.length) body.attachments = files;
    const marketing = marketingValues();
    if (Object.keys(marketing).length) body.marketing = marketing;
    const problems = fieldErrors(FORM_SCHEMAS[form], { ...body, captcha: 'pending' });
    if (problems.length) {
      setErrors(problems);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors([]);
    const requestId = createRequestId();
    const queued: QueuedForm = { form, body };
    const keep = async () => {
      await outbox.enqueue(FORM_OUTBOX_KIND, queued, requestId);
      requestBackgroundSync();
      clearDraft(form);
      queuedForms.set(form, requestId);
      setQueuedId(requestId);
      setStatus('queued');
    };
    if (!isOnline()) return keep();
    setStatus('sending');
    const result = await sendForm(queued, requestId);
    if (result.kind === 'sent') {
      clearDraft(form);
      setStatus('sent');
    } else if (result.kind === 'offline') {
      await keep();
    } else {
      const fields = serverFields(result.error);
      setErrors(fields.length ? fields : [{ field: '', status: 'error', message: 'forms.error.invalid' }]);
      setAttempt((n) => n + 1);
      setStatus('editing');
    }
  }, [form, values, files, extra]);

  return { values, setValue, setFiles, errors, setErrors, status, submit, attempt };
}
