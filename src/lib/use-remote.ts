/**
 * Remote data a component holds (not a store's): loaded after mount, never
 * during a server render, by the one loader (load-remote.ts) and optionally
 * refreshed by the one polling hook (use-polling.ts: resting while the user
 * is away). Pass a stable `load` (a module function, or a useCallback over
 * what it asks for): a new one loads again, and until its answer the state
 * is loading with the previous answer (a list does not blink; a reader that
 * checks the status shows "loading", not the old article). Without `load`
 * nothing is asked for (idle).
 *
 * An answer is rendered as a transition: React renders what it changes in
 * slices, giving the browser the main thread between them, instead of in
 * one task (a page of live figures made long tasks on a phone per answer,
 * which Lighthouse counts as blocking time). A press meanwhile is handled
 * first.
 */
import { startTransition, useCallback, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import type { Answer } from './api';
import { loadRemote } from './load-remote';
import { idle, LOADING, ready, superseded, type Remote } from './remote';
import { usePolling, type Refresh } from './use-polling';

export type Load<T> = (signal: AbortSignal) => Promise<Answer<T>>;

interface Held<T> {
  /** The load whose answer `state` is. */
  load: Load<T> | undefined;
  state: Remote<T>;
}

const IDLE: Remote<never> = Object.freeze(idle<never>());

const shown = <T>(held: Held<T>, load: Load<T> | undefined): Remote<T> => (held.load === load ? held.state : superseded(held.state));

/** A refresh that loads with `load` into the held state; `attempt` makes a retry a new refresh, which the polling hook runs at once. */
function refreshOf<T>(load: Load<T> | undefined, setHeld: Dispatch<SetStateAction<Held<T>>>, _attempt: number): Refresh {
  return (signal) => {
    if (!load) return;
    void loadRemote<T>(
      (change) => {
        if (!signal.aborted) startTransition(() => setHeld((held) => ({ load, state: change(shown(held, load)) })));
      },
      () => load(signal),
    );
  };
}

export function useRemote<T>(
  load: Load<T> | undefined,
  refreshMs?: number,
  /** Data the page was rendered with (src/lib/page-data.ts): ready at once, and loaded after mount all the same. */
  served?: T,
): { state: Remote<T>; reload: () => void } {
  const [held, setHeld] = useState<Held<T>>(() => ({ load, state: served !== undefined ? ready(served) : load ? LOADING : IDLE }));
  const [attempt, setAttempt] = useState(0);
  const refresh = useMemo(() => refreshOf(load, setHeld, attempt), [load, attempt]);
  usePolling(refresh, refreshMs);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: load ? shown(held, load) : IDLE, reload };
}
