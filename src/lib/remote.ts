/**
 * The one shape of data that comes from the API, wherever it is held: a
 * store's slot (market, exchange, currencies, banners, support cases…) or a
 * component's (useRemote). It is not asked for yet (`idle`), loading, ready,
 * or failed with why (`error`: the API error's message). Whatever its status
 * it keeps the last answer (`data`) and when that was fetched (`asOf`: the
 * service worker's stored time when it answered from its cache), so a list
 * does not blink while its next page loads and a copy the device kept can
 * still be shown after a failure. The loader (load-remote.ts) moves a slot
 * between these; RemoteBlock (src/components/ui/) draws one.
 */
export type Remote<T> =
  | { readonly status: 'idle' | 'loading'; readonly data?: T; readonly asOf?: number }
  | { readonly status: 'ready'; readonly data: T; readonly asOf?: number }
  | { readonly status: 'error'; readonly error: string; readonly data?: T; readonly asOf?: number };

/** Nothing asked for yet. A function, so that no two stores share one object. */
export const idle = <T>(): Remote<T> => ({ status: 'idle' });

export const LOADING: Remote<never> = Object.freeze({ status: 'loading' });

export function ready<T>(data: T, asOf?: number): Remote<T> {
  return asOf === undefined ? { status: 'ready', data } : { status: 'ready', data, asOf };
}

/** The previous answer, if any, with its time. */
function kept<T>(previous: Remote<T> | undefined): { data?: T; asOf?: number } {
  if (previous?.data === undefined) return {};
  return previous.asOf === undefined ? { data: previous.data } : { data: previous.data, asOf: previous.asOf };
}

/**
 * A load starts: ready data stays ready (a refresh does not hide what is
 * shown, nor blink), anything else is loading with its last answer. The same
 * object when nothing changes, so a reader does not render again.
 */
export function loading<T>(current: Remote<T>): Remote<T> {
  if (current.status === 'ready' || current.status === 'loading') return current;
  return { status: 'loading', ...kept(current) };
}

/** Loading something else than `previous` answered (another page, another key): its answer is kept to show meanwhile. */
export function superseded<T>(previous: Remote<T>): Remote<T> {
  return { status: 'loading', ...kept(previous) };
}

/** A load failed: why (the error's message), with the last answer kept. */
export function failed<T>(error: unknown, previous?: Remote<T>): Remote<T> {
  return { status: 'error', error: error instanceof Error ? error.message : String(error), ...kept(previous) };
}

/** The data a slot holds: the answer when ready, the last one while the next loads or after a failure. */
export function dataOf<T>(state: Remote<T>): T | undefined {
  return state.data;
}

/** Shown from what was kept: the last load failed (offline, say) and the slot still holds an older answer. */
export function isKeptCopy<T>(state: Remote<T>): state is Remote<T> & { status: 'error'; data: T } {
  return state.status === 'error' && state.data !== undefined;
}

/** Two slots as one: failed if either failed, loading while either loads, else ready with both (no `asOf`). */
export function both<A, B>(a: Remote<A>, b: Remote<B>): Remote<[A, B]> {
  if (a.status === 'error') return { status: 'error', error: a.error };
  if (b.status === 'error') return { status: 'error', error: b.error };
  if (a.status === 'ready' && b.status === 'ready') return ready([a.data, b.data]);
  return LOADING;
}
