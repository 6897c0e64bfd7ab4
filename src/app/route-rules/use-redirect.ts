/**
 * Applies the redirects (src/app/redirects.ts) before the route renders, at
 * load and on every navigation: a target in the account area is a full
 * navigation (location.assign: it is another app), any other replaces the
 * current history entry inside this app.
 */
import { useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { useLocation, useSearch } from 'wouter';
import { resolveRedirect, type Redirect } from '../redirects';

const noSubscription = (): (() => void) => () => undefined;

/** The host never changes while the page lives; on the server there is none. */
function useHostname(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.hostname,
    () => '',
  );
}

export function useRedirect(): Redirect | undefined {
  const [pathname] = useLocation();
  const search = useSearch();
  const hostname = useHostname();
  return useMemo(() => resolveRedirect({ pathname, search, hash: '', hostname }), [pathname, search, hostname]);
}

export function useApplyRedirect(redirect: Redirect | undefined): void {
  const [, navigate] = useLocation();
  useLayoutEffect(() => {
    if (!redirect) return;
    if (redirect.leave) window.location.assign(redirect.to);
    else navigate(redirect.to, { replace: true });
  }, [redirect, navigate]);
}
