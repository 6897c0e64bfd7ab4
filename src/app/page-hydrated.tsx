/**
 * When a hydrated page is whole. React hydrates the root first and each
 * Suspense boundary (the routed page sits in two) in later passes, so the
 * root's own effects run while the page may still be server markup waiting
 * to be hydrated; a store filled then (the startup calls, stored choices)
 * would make the page render differently from the server's HTML. The
 * marker sits inside the innermost boundary, beside the page, and tells the
 * app once that boundary is in (src/main.tsx starts the store then).
 */
import { createContext, useContext, useLayoutEffect } from 'react';

export const PageHydratedContext = createContext<(() => void) | undefined>(undefined);

export function PageHydratedMarker() {
  const done = useContext(PageHydratedContext);
  useLayoutEffect(() => done?.(), [done]);
  return null;
}
