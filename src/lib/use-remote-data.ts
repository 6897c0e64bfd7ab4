/**
 * Loads data after mount (never during a server render) and optionally
 * refreshes it. Keeps the last good data while a refresh runs; a failed load
 * shows its error until the next success. Pass a stable `load` (a module
 * function): a new one reloads.
 */
import { useCallback, useEffect, useState } from 'react';
import { HttpError } from './http';

export type RemoteData<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T; loadedAt: number }
  | { status: 'error'; error: HttpError };

export function useRemoteData<T>(
  load: (signal: AbortSignal) => Promise<T>,
  refreshMs?: number,
): { state: RemoteData<T>; reload: () => void } {
  const [state, setState] = useState<RemoteData<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const run = (): void => {
      load(controller.signal).then(
        (data) => {
          if (!controller.signal.aborted) setState({ status: 'ready', data, loadedAt: Date.now() });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const httpError = error instanceof HttpError ? error : new HttpError(String(error), undefined, undefined, '');
          setState({ status: 'error', error: httpError });
        },
      );
    };
    run();
    const timer = refreshMs ? setInterval(run, refreshMs) : undefined;
    return () => {
      controller.abort();
      if (timer) clearInterval(timer);
    };
  }, [load, attempt, refreshMs]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, reload };
}
