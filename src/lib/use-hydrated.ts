/**
 * False while the server renders and while the browser hydrates what it
 * rendered, true from then on (and at once in a page the browser renders
 * itself). A part that depends on the browser (stored choices, the
 * browser's own Intl data) renders its server form until then, so hydration
 * finds the markup the server wrote (docs/rendering.md).
 */
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const never = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * As `useHydrated`, but on a hydrated page it turns true in a transition. React
 * renders what `useHydrated` unlocks in one synchronous pass right after
 * hydration; what this unlocks it renders in slices, after any press. For parts
 * that cost time to draw and are not needed at once, like the 154 options of a
 * closed select. In a page the browser renders itself it is true at once.
 */
export function useHydratedSoon(): boolean {
  const hydrated = useHydrated();
  const [soon, setSoon] = useState(hydrated);
  useEffect(() => {
    if (hydrated && !soon) startTransition(() => setSoon(true));
  }, [hydrated, soon]);
  return soon;
}
