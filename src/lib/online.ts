/**
 * Whether the browser is online: the one place the app reads navigator.onLine
 * and its events. navigator.onLine lags behind a dropped link (and on some
 * networks never turns false), so the answers themselves count too: a request
 * that got no answer at all marks the device unreachable until the next
 * answer (from the server or the worker) or the next 'online' event. Outside a
 * browser (server rendering, Node) it is online.
 */
import { useSyncExternalStore } from 'react';

type Target = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** How often navigator.onLine is looked at besides its events. */
const ONLINE_RECHECK_MS = 1000;

let unreachable = false;
const reachabilityListeners = new Set<() => void>();
const answerListeners = new Set<() => void>();

export function isOnline(): boolean {
  return (typeof navigator === 'undefined' || navigator.onLine !== false) && !unreachable;
}

/** The API client reports each outcome: `false` when nothing answered, `true` on any answer. */
export function reportReachability(reached: boolean): void {
  if (reached) for (const listener of [...answerListeners]) listener();
  if (unreachable === !reached) return;
  unreachable = !reached;
  for (const listener of reachabilityListeners) listener();
}

/** Calls `listener` on every answer that came over the network; returns the unsubscriber. */
export function subscribeToNetworkAnswers(listener: () => void): () => void {
  answerListeners.add(listener);
  return () => answerListeners.delete(listener);
}

/** Calls `listener` on every online or offline event and reachability change; returns the unsubscriber. */
export function subscribeToOnline(listener: () => void, target: Target | undefined = typeof window === 'undefined' ? undefined : window): () => void {
  const onOnline = (): void => {
    unreachable = false; // the browser says the link is back: worth trying again
    listener();
  };
  reachabilityListeners.add(listener);
  target?.addEventListener('online', onOnline);
  target?.addEventListener('offline', listener);
  // Browsers do not always fire the events (a page opened while the link
  // changes, some platforms): a cheap look at navigator.onLine now and then
  // catches a change they missed.
  let last = typeof navigator === 'undefined' ? true : navigator.onLine;
  const recheck =
    target && typeof navigator !== 'undefined'
      ? setInterval(() => {
          if (navigator.onLine === last) return;
          last = navigator.onLine;
          if (last) onOnline();
          else listener();
        }, ONLINE_RECHECK_MS)
      : undefined;
  return () => {
    if (recheck) clearInterval(recheck);
    reachabilityListeners.delete(listener);
    target?.removeEventListener('online', onOnline);
    target?.removeEventListener('offline', listener);
  };
}

/** isOnline() as React state; always online on the server. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeToOnline, isOnline, () => true);
}
