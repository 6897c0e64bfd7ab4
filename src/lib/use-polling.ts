/**
 * The one polling hook: runs `refresh` when the first component using it
 * mounts, then every `everyMs` while the user is present (lib/presence.ts:
 * nothing while the tab is hidden or idle, once at once on return), until
 * the last one unmounts. Components passing the same function (a module's
 * action) share one timer, so a page with three market figures asks once;
 * without `everyMs` it only loads on mount. `refresh` gets a signal that
 * aborts when the last component using it leaves.
 */
import { useEffect } from 'react';
import { presenceInterval } from './presence';

export type Refresh = (signal: AbortSignal) => void;

interface Watch {
  users: number;
  stop: () => void;
}

const watches = new Map<Refresh, Watch>();

/** Starts `refresh` for one more user; the returned function lets go of it. Exported for code outside React. */
export function watchRefresh(refresh: Refresh, everyMs?: number): () => void {
  let watch = watches.get(refresh);
  if (!watch) {
    const controller = new AbortController();
    const run = () => refresh(controller.signal);
    run();
    const stopTimer = everyMs ? presenceInterval(run, everyMs) : undefined;
    watch = {
      users: 0,
      stop: () => {
        controller.abort();
        stopTimer?.();
      },
    };
    watches.set(refresh, watch);
  }
  const held = watch;
  held.users++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--held.users === 0) {
      watches.delete(refresh);
      held.stop();
    }
  };
}

export function usePolling(refresh: Refresh, everyMs?: number): void {
  useEffect(() => watchRefresh(refresh, everyMs), [refresh, everyMs]);
}
