/**
 * A new case or a reply the server refused: why, the text as written (so it
 * is never lost), a copy button, "Edit and retry" (the text goes back into the
 * form) and "Dismiss".
 */
import { CopyButton } from '../../../components/ui/CopyButton';
import { FormattedMessage } from '../../../lib/intl';
import type { FailedMessage } from '../types';

export function FailedMessageCard({
  failed,
  onEdit,
  onDismiss,
}: {
  failed: Pick<FailedMessage, 'reason' | 'detail' | 'subject' | 'text'>;
  onEdit?: () => void;
  onDismiss: () => void;
}) {
  const text = failed.subject ? `${failed.subject}\n\n${failed.text}` : failed.text;
  return (
    <article className="case-message case-message--failed" data-testid="case-failed" role="alert">
      <p className="case-message__why">
        <strong>
          <FormattedMessage id={`supportCases.failed.${failed.reason}`} />
        </strong>
        {failed.detail ? <span className="muted"> ({failed.detail})</span> : null}
      </p>
      {failed.subject ? <p className="case-message__subject">{failed.subject}</p> : null}
      <p className="case-message__text">{failed.text}</p>
      <div className="case-actions">
        <CopyButton value={text} />
        {onEdit ? (
          <button type="button" className="button" onClick={onEdit}>
            <FormattedMessage id="supportCases.failed.edit" />
          </button>
        ) : null}
        <button type="button" className="button button--secondary" onClick={onDismiss}>
          <FormattedMessage id="supportCases.failed.dismiss" />
        </button>
      </div>
    </article>
  );
}
