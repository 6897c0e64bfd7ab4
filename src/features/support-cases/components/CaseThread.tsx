/**
 * /support/my-cases/{id}: the case's messages with author and time,
 * attachments downloaded through the signed client, replies still waiting to
 * send, refused ones with their text, the reply box, close or reopen, and
 * after closing a link to rate the experience of this case.
 */
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { buildPath } from '../../../config/paths';
import type { SupportAttachment } from '../../../config/support-cases';
import { FormattedMessage, useIntl } from '../../../lib/intl';
import { formatFileSize } from '../../../lib/file-size';
import { downloadAttachment } from '../download-attachment';
import { setCaseClosed } from '../send-actions';
import { casesState, dismissFailed, loadCase } from '../state';
import { CasesAsOf } from './CasesAsOf';
import { FailedMessageCard } from './FailedMessageCard';
import { ReplyBox } from './ReplyBox';
import { StatusBadge } from './StatusBadge';
import '../../../components/ui/field.css';
import './cases.css';

function AttachmentButton({ caseId, attachment }: { caseId: string; attachment: SupportAttachment }) {
  const intl = useIntl();
  const [failed, setFailed] = useState(false);
  return (
    <li>
      <button
        type="button"
        className="case-attachment"
        onClick={() => {
          setFailed(false);
          downloadAttachment(caseId, attachment).catch(() => setFailed(true));
        }}
      >
        <FormattedMessage id="supportCases.thread.download" values={{ name: attachment.name }} />{' '}
        <span className="muted">({formatFileSize(attachment.size, intl.locale)})</span>
      </button>
      {failed ? (
        <span className="field__error" role="alert">
          <FormattedMessage id="supportCases.thread.downloadFailed" />
        </span>
      ) : null}
    </li>
  );
}

function When({ at }: { at: number }) {
  const intl = useIntl();
  return <time dateTime={new Date(at).toISOString()}>{intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' })}</time>;
}

export function CaseThread({ caseId }: { caseId: string }) {
  const state = useSnapshot(casesState);
  const [replyText, setReplyText] = useState('');
  const [actionFailed, setActionFailed] = useState(false);
  const [acting, setActing] = useState(false);
  const userId = state.userId;
  useEffect(() => {
    if (userId) void loadCase(caseId);
  }, [userId, caseId]);

  const thread = state.threads[caseId];
  const detail = thread?.data ?? null;
  const waiting = state.pending.filter((p) => p.caseId === caseId);
  const refused = state.failed.filter((f) => f.caseId === caseId);

  if (!detail) {
    if (thread?.status === 'error') {
      return (
        <p className="notice notice--error" role="alert">
          <FormattedMessage id="supportCases.thread.loadFailed" />{' '}
          <button type="button" className="button button--secondary" onClick={() => void loadCase(caseId)}>
            <FormattedMessage id="supportCases.retry" />
          </button>
        </p>
      );
    }
    return (
      <p className="muted" role="status">
        <FormattedMessage id="supportCases.loading" />
      </p>
    );
  }

  const closed = detail.status === 'CLOSED';
  const toggle = async () => {
    setActing(true);
    setActionFailed(false);
    try {
      await setCaseClosed(caseId, !closed);
    } catch {
      setActionFailed(true);
    } finally {
      setActing(false);
    }
  };

  return (
    <section className="case-thread" aria-labelledby="case-subject">
      <Link href={buildPath('supportMyCases')}>
        <FormattedMessage id="supportCases.thread.back" />
      </Link>
      <h2 id="case-subject" className="case-thread__subject">
        <span className="muted">#{detail.number}</span> {detail.subject} <StatusBadge status={detail.status} />
      </h2>
      <CasesAsOf slot={thread} />
      <ol className="case-messages" data-testid="case-messages">
        {detail.messages.map((m) => (
          <li key={m.id} className={`case-message case-message--${m.author.toLowerCase()}`} data-testid="case-message">
            <p className="case-message__meta">
              <strong>{m.author === 'STAFF' ? <FormattedMessage id="supportCases.thread.staff" values={{ name: m.authorName }} /> : m.authorName}</strong>{' '}
              <span className="muted">
                <When at={m.created} />
              </span>
            </p>
            <p className="case-message__text">{m.text}</p>
            {m.attachments.length > 0 ? (
              <ul className="case-attachments">
                {m.attachments.map((a) => (
                  <AttachmentButton key={a.id} caseId={caseId} attachment={a} />
                ))}
              </ul>
            ) : null}
          </li>
        ))}
        {waiting.map((p) => (
          <li key={p.requestId} className="case-message case-message--user case-message--waiting" data-testid="case-message-waiting">
            <p className="case-message__meta">
              <StatusBadge status="WAITING" />
            </p>
            <p className="case-message__text">{p.text}</p>
            {p.attachmentNames.length > 0 ? <p className="muted">{p.attachmentNames.join(', ')}</p> : null}
          </li>
        ))}
      </ol>
      {refused.map((failed) => (
        <FailedMessageCard
          key={failed.requestId}
          failed={failed}
          onEdit={() => {
            setReplyText(failed.text);
            void dismissFailed(failed.requestId);
          }}
          onDismiss={() => void dismissFailed(failed.requestId)}
        />
      ))}
      {closed ? (
        <div className="notice notice--info">
          <p className="notice__text">
            <FormattedMessage id="supportCases.thread.closed" />
          </p>
          <Link href={`${buildPath('rateExperience')}?case=${detail.number}`}>
            <FormattedMessage id="supportCases.thread.rate" />
          </Link>
        </div>
      ) : (
        <ReplyBox caseId={caseId} text={replyText} onText={setReplyText} />
      )}
      <div className="case-actions">
        <button type="button" className="button button--secondary" disabled={acting} onClick={() => void toggle()}>
          <FormattedMessage id={closed ? 'supportCases.thread.reopen' : 'supportCases.thread.close'} />
        </button>
        {actionFailed ? (
          <span className="field__error" role="alert">
            <FormattedMessage id="supportCases.thread.actionFailed" />
          </span>
        ) : null}
      </div>
    </section>
  );
}
