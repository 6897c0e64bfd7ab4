/**
 * False while the server renders and while the browser hydrates what it
 * rendered, true from then on (and at once in a page the browser renders
 * itself). A part that depends on the browser (stored choices, the
 * browser's own Intl data) renders its server form until then, so hydration
 * finds the markup the server wrote (docs/rendering.md).
 */
import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
