import type { ReactNode } from 'react';
import { ErrorNotice } from '../../../components/ui/ErrorNotice';
import { FormattedMessage, FormattedTime } from '../../../lib/intl';
import type { LiveState } from '../use-algorithm-rows';

interface Props<T> {
  state: LiveState<T>;
  reload: () => void;
  testId?: string;
  children: (data: T) => ReactNode;
}

/** Live market data, or that it is loading, or what went wrong with a retry. */
export function LiveData<T>({ state, reload, testId, children }: Props<T>) {
  return (
    <div className="live-data" data-testid={testId} data-status={state.status} aria-busy={state.status === 'loading'}>
      {state.status === 'loading' && (
        <p className="muted" role="status">
          <FormattedMessage id="marketing.live.loading" />
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
          <FormattedMessage id="marketing.live.error" values={{ message: state.message }} />
        </ErrorNotice>
      )}
      {state.status === 'ready' && (
        <>
          {children(state.data)}
          <p className="muted live-data__updated">
            <FormattedMessage id="marketing.live.updated" values={{ time: <FormattedTime value={state.loadedAt} timeStyle="medium" /> }} />
          </p>
        </>
      )}
    </div>
  );
}
