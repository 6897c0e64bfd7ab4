/**
 * A snapshot of a store whose changes are data from the network (prices,
 * stats, the algorithm and currency lists, banners), re-rendered as a
 * transition.
 *
 * valtio's `useSnapshot` re-renders through `useSyncExternalStore`, and React
 * renders a store's change synchronously, in one task however large the
 * subtree: on /marketplace each answer of the startup calls and the live
 * data made a task of 60-160 ms on Lighthouse's phone (its blocking time
 * was 300-600 ms). Here a change schedules the re-render in a transition,
 * which React renders in slices and puts after a press or a keystroke, as
 * `use-remote.ts` does for answers held in a component.
 *
 * Like `useSnapshot`, it tracks which fields the component read and skips
 * changes to the others, and a render reads the store as it is then. So two
 * parts may show two answers for a moment, until the transition renders the
 * second. Not for state a field is bound to (a controlled input must render
 * at once, or it loses the caret) nor for state an action must see drawn in
 * the same task: use `useSnapshot` there.
 */
import { startTransition, useEffect, useReducer, useRef, useState } from 'react';
import { createProxy, isChanged } from 'proxy-compare';
import { snapshot, subscribe, type Snapshot } from 'valtio';

export function useDataSnapshot<T extends object>(state: T): Snapshot<T> {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const current = snapshot(state);
  // What this component read of which snapshot object (filled by the proxy below as it renders).
  const [affected] = useState(() => new WeakMap<object, unknown>());
  const rendered = useRef(current);
  useEffect(() => {
    rendered.current = current;
  });
  useEffect(() => {
    const update = (): void => {
      const next = snapshot(state);
      if (next === rendered.current) return;
      let changed = true;
      try {
        changed = isChanged(rendered.current, next, affected, new WeakMap());
      } catch {
        // A snapshot it cannot compare: render again, to be safe.
      }
      if (changed) startTransition(rerender);
    };
    // A change between this render and the subscription counts too.
    update();
    return subscribe(state, update);
  }, [state, affected]);
  const [proxyCache] = useState(() => new WeakMap<object, unknown>());
  return createProxy(current, affected, proxyCache) as Snapshot<T>;
}
