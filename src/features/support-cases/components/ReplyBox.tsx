/** The reply box of a thread: text and attachments; sent now or queued (said until it is sent); a refusal keeps the text here. */
import { useId, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { SUPPORT_CASE_LIMITS } from '../../../config/support-cases';
import { FormattedMessage, useIntl } from '../../../lib/intl';
import { attachmentProblem, encodeAttachments } from '../encode-attachments';
import { submitReply, type SendResult } from '../send-actions';
import { casesState } from '../state';
import { AttachmentPicker } from './AttachmentPicker';
import { fieldMessage } from './field-message';

export function ReplyBox({ caseId, text, onText }: { caseId: string; text: string; onText: (text: string) => void }) {
  const intl = useIntl();
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<SendResult | null>(null);
  // A queued reply's notice stays while the reply waits in the outbox, and goes once it is sent.
  const { pending } = useSnapshot(casesState);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || attachmentProblem(files)) return;
    setSending(true);
    setResult(null);
    const outcome = await submitReply(caseId, { text, attachments: await encodeAttachments(files) });
    setSending(false);
    setResult(outcome);
    if (outcome.kind !== 'refused') {
      onText('');
      setFiles([]);
    }
  };

  return (
    <form className="case-reply" onSubmit={(event) => void submit(event)} aria-busy={sending}>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          <FormattedMessage id="supportCases.reply.label" />
        </label>
        <textarea
          id={id}
          className="field__input"
          rows={5}
          maxLength={SUPPORT_CASE_LIMITS.textMaxLength}
          value={text}
          onChange={(event) => onText(event.target.value)}
          required
        />
      </div>
      <AttachmentPicker files={files} onChange={setFiles} disabled={sending} />
      {result?.kind === 'refused' ? (
        <div className="notice notice--error" role="alert" data-testid="reply-error">
          <p className="notice__text">
            <FormattedMessage id={`supportCases.failed.${result.reason}`} />
            {result.detail ? ` (${result.detail})` : null}
          </p>
          {result.fields.map((f) => (
            <p key={f.field} className="notice__text">
              {fieldMessage(intl, f.message)}
            </p>
          ))}
        </div>
      ) : null}
      {result?.kind === 'queued' && pending.some((p) => p.requestId === result.requestId) ? (
        <p className="muted" role="status" data-testid="reply-queued">
          <FormattedMessage id="supportCases.reply.queued" />
        </p>
      ) : null}
      <button type="submit" className="button" disabled={sending || !text.trim()}>
        <FormattedMessage id={sending ? 'supportCases.form.sending' : 'supportCases.reply.send'} />
      </button>
    </form>
  );
}
