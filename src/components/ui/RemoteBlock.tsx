import type { ReactNode } from 'react';
import { FormattedMessage, FormattedTime, type MessageId } from '../../lib/intl';
import type { Remote } from '../../lib/remote';
import { LOADING } from '../../lib/remote';
import { RemoteNotice } from './RemoteNotice';
import type { ReservedHeight } from './reserved-heights';
import './reserved-heights.css';

export interface RemoteBlockProps<T> {
  state: Remote<T>;
  reload: () => void;
  testId?: string;
  className: string;
  updatedClassName: string;
  /** Texts for loading, the error (with `{message}`) and the time of the data (with `{time}`). */
  messages: { loading: MessageId; error: MessageId; updated: MessageId };
  /**
   * The height the data will take (reserved-heights.ts), kept while it loads
   * so that what follows does not move when it arrives (no layout shift).
   */
  reserve?: ReservedHeight;
  children: (data: T) => ReactNode;
}

/** Loading, error (saying what went wrong, with a retry) or the data with the time it was fetched. */
export function RemoteBlock<T>({ state, reload, testId, className, updatedClassName, messages, reserve, children }: RemoteBlockProps<T>) {
  // A block on screen whose data is not asked for yet (the server's render, the first one in the browser) is about to load: it looks the same, and keeps its room.
  const pending = state.status === 'idle' || state.status === 'loading';
  return (
    <div className={className} data-testid={testId} data-status={pending ? 'loading' : state.status} aria-busy={pending} data-reserve={reserve}>
      <RemoteNotice state={pending ? LOADING : state} reload={reload} messages={messages} />
      {state.status === 'ready' && (
        <>
          {children(state.data)}
          {state.asOf !== undefined && (
            <p className={`muted ${updatedClassName}`}>
              <FormattedMessage id={messages.updated} values={{ time: <FormattedTime value={state.asOf} timeStyle="medium" /> }} />
            </p>
          )}
        </>
      )}
    </div>
  );
}
