/**
 * Loads remote data after mount (never during a server render) and optionally
 * refreshes it, as a RemoteState. Keeps the last good data while a refresh
 * runs; a failed load shows its error until the next success. Feature hooks
 * wrap it around one of their calls; pass a stable `load` (a module
 * function): a new one reloads. Refreshes rest while the user is away (tab
 * hidden or idle: lib/presence.ts) and run at once when they are back.
 *
 * An answer is rendered as a transition: React renders what it changes in
 * slices, giving the browser the main thread between them, instead of in
 * one task (a page of live figures took 100-200 ms tasks on a phone per
 * answer; Lighthouse counts them as blocking time). A press meanwhile is
 * handled first.
 */
import { startTransition, useCallback, useEffect, useState } from 'react';
import type { Answer } from './api';
import { presenceInterval } from './presence';
import { failed, LOADING, ready, type RemoteState } from './remote-state';

export function useRemote<T>(
  load: (signal: AbortSignal) => Promise<Answer<T>>,
  refreshMs?: number,
  /** Data the page was rendered with (src/lib/page-data.ts): ready at once, and loaded after mount all the same. */
  served?: T,
): { state: RemoteState<T>; reload: () => void } {
  const [state, setState] = useState<RemoteState<T>>(() => (served === undefined ? LOADING : ready(served)));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const run = (): void => {
      load(controller.signal).then(
        (answer) => {
          if (!controller.signal.aborted) startTransition(() => setState(ready(answer.data, answer.asOf)));
        },
        (error: unknown) => {
          if (!controller.signal.aborted) startTransition(() => setState(failed(error)));
        },
      );
    };
    run();
    const stop = refreshMs ? presenceInterval(run, refreshMs) : undefined;
    return () => {
      controller.abort();
      stop?.();
    };
  }, [load, attempt, refreshMs]);

  const reload = useCallback(() => {
    setState(LOADING);
    setAttempt((n) => n + 1);
  }, []);

  return { state, reload };
}
