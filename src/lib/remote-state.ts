/**
 * The one shape of data that comes from the API, whoever loads it: still
 * loading (with what was shown before, if anything, so a list does not blink
 * while its next page loads), ready (with the time it was fetched, `asOf`,
 * where the data may be old: the service worker's stored time, so an old
 * answer can say how old it is), or failed with a message that says why. Feature hooks return it; RemoteBlock
 * (src/components/ui/) draws it.
 */
export type RemoteState<T> =
  | { status: 'loading'; data?: T }
  | { status: 'ready'; data: T; asOf?: number }
  | { status: 'error'; message: string };

export const LOADING: RemoteState<never> = Object.freeze({ status: 'loading' });

export function ready<T>(data: T, asOf?: number): RemoteState<T> {
  return asOf === undefined ? { status: 'ready', data } : { status: 'ready', data, asOf };
}

export function failed(error: unknown): RemoteState<never> {
  return { status: 'error', message: error instanceof Error ? error.message : String(error) };
}

/** The data a state holds: the answer when ready, the previous one while the next loads. */
export function dataOf<T>(state: RemoteState<T>): T | undefined {
  return state.status === 'error' ? undefined : state.data;
}

/** Two states as one: failed if either failed, loading while either loads, else ready with both (no `asOf`). */
export function both<A, B>(a: RemoteState<A>, b: RemoteState<B>): RemoteState<[A, B]> {
  if (a.status === 'error') return a;
  if (b.status === 'error') return b;
  if (a.status === 'ready' && b.status === 'ready') return ready([a.data, b.data]);
  return LOADING;
}
