/**
 * Its children once the page is mounted in a browser, nothing before (on the
 * server and while hydrating). A component of its own, not a flag in the
 * frame: after hydration these children mount in a transition (useHydratedSoon),
 * and that render covers them alone, not the whole frame.
 */
import type { ReactNode } from 'react';
import { useHydratedSoon } from '../../lib/use-hydrated';

export function ClientOnly({ children }: { children: ReactNode }) {
  return useHydratedSoon() ? children : null;
}
