import type { ReactNode } from 'react';
import { FormattedMessage, FormattedTime } from '../../../lib/intl';
import { ErrorNotice } from '../../../components/ui/ErrorNotice';

/** What a block shows: data from the store, still loading, or why it failed. */
export type BlockState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T; loadedAt: number }
  | { status: 'error'; message: string };

interface Props<T> {
  state: BlockState<T>;
  reload: () => void;
  testId: string;
  children: (data: T) => ReactNode;
}

/** Loading, error (saying what went wrong, with a retry) or the data with its time. */
export function RemoteBlock<T>({ state, reload, testId, children }: Props<T>) {
  return (
    <div className="card live-market__block" data-testid={testId} data-status={state.status} aria-busy={state.status === 'loading'}>
      {state.status === 'loading' && (
        <p className="muted" role="status">
          <FormattedMessage id="home.live.loading" />
        </p>
      )}
      {state.status === 'error' && (
        <ErrorNotice
          action={
            <button type="button" className="button button--secondary" onClick={reload}>
              <FormattedMessage id="error.retry" />
            </button>
          }
        >
          <FormattedMessage id="home.live.error" values={{ message: state.message }} />
        </ErrorNotice>
      )}
      {state.status === 'ready' && (
        <>
          {children(state.data)}
          <p className="muted live-market__updated">
            <FormattedMessage id="home.live.updated" values={{ time: <FormattedTime value={state.loadedAt} timeStyle="medium" /> }} />
          </p>
        </>
      )}
    </div>
  );
}
