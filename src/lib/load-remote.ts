/**
 * The one loader of remote data. It marks a slot loading, runs the call, and
 * leaves the slot ready with the answer and its time, or failed with why
 * (the last answer kept either way: remote.ts). A store's actions load into
 * their slots with `loadSlot(store, key, call)`; useRemote loads into a
 * component's state with `loadRemote`.
 */
import type { Answer } from './api';
import { failed, loading, ready, type Remote } from './remote';

/** How the loader changes a slot: from what it holds now to what it holds next. */
export type SlotUpdate<T> = (change: (current: Remote<T>) => Remote<T>) => void;

/** Loads into one slot. Resolves to the answer, or undefined when the call failed (never rejects). */
export async function loadRemote<T>(update: SlotUpdate<T>, call: () => Promise<Answer<T>>): Promise<Answer<T> | undefined> {
  update(loading);
  try {
    const answer = await call();
    update(() => ready(answer.data, answer.asOf));
    return answer;
  } catch (error) {
    update((current) => failed(error, current));
    return undefined;
  }
}

/** The keys of a store whose values are slots. */
export type SlotKey<S> = { [K in keyof S]-?: S[K] extends Remote<unknown> ? K : never }[keyof S];
/** What a slot holds. */
export type SlotData<R> = R extends Remote<infer T> ? T : never;

/**
 * `store[key]` (a valtio proxy's slot) as the loader sees it. While `when()`
 * is false a change is dropped: the store has moved on (another user signed
 * in) and the answer belongs to no one on screen.
 */
export function slotOf<S extends object, K extends SlotKey<S>>(store: S, key: K, when?: () => boolean): SlotUpdate<SlotData<S[K]>> {
  return (change) => {
    if (when && !when()) return;
    const current = store[key] as Remote<SlotData<S[K]>>;
    const next = change(current);
    if (next !== current) store[key] = next as S[K];
  };
}

const running = new WeakMap<object, Map<PropertyKey, Promise<unknown>>>();

/** Loads into `store[key]`; a call while a load of that slot runs gets the same promise. */
export function loadSlot<S extends object, K extends SlotKey<S>>(
  store: S,
  key: K,
  call: () => Promise<Answer<SlotData<S[K]>>>,
  when?: () => boolean,
): Promise<Answer<SlotData<S[K]>> | undefined> {
  let slots = running.get(store);
  if (!slots) running.set(store, (slots = new Map()));
  const under = slots.get(key) as Promise<Answer<SlotData<S[K]>> | undefined> | undefined;
  if (under) return under;
  const run = loadRemote(slotOf(store, key, when), call).finally(() => slots.delete(key));
  slots.set(key, run);
  return run;
}
