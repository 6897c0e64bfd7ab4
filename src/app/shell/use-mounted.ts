/**
 * False during server rendering and the first (hydrating) client render, true
 * after: for parts that only make sense in a browser (toasts, modals).
 */
import { useSyncExternalStore } from 'react';

const noop = (): (() => void) => () => undefined;

export function useMounted(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
