import { FormattedMessage, type MessageId } from '../../lib/intl';
import type { Remote } from '../../lib/remote';
import { ErrorNotice } from './ErrorNotice';

export interface RemoteNoticeProps {
  state: Remote<unknown>;
  reload: () => void;
  /** Texts for loading and for the error (with `{message}`). */
  messages: { loading: MessageId; error: MessageId };
}

/** What remote data shows until it is ready: that it is loading, or what went wrong with a retry. Nothing otherwise. */
export function RemoteNotice({ state, reload, messages }: RemoteNoticeProps) {
  if (state.status === 'loading') {
    return (
      <p className="muted" role="status">
        <FormattedMessage id={messages.loading} />
      </p>
    );
  }
  if (state.status !== 'error') return null;
  return (
    <ErrorNotice
      action={
        <button type="button" className="button button--secondary" onClick={reload}>
          <FormattedMessage id="error.retry" />
        </button>
      }
    >
      <FormattedMessage id={messages.error} values={{ message: state.error }} />
    </ErrorNotice>
  );
}
