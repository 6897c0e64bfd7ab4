/**
 * Hydrates one island (src/islands/runtime.ts calls this once it is due):
 * its component under the providers the whole app would give it — the
 * page's language and catalogue, the page data, and a router whose
 * navigation loads the next page (a page rendered as islands has no app
 * around it to route in place).
 */
import { StrictMode, useEffect, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { Router } from 'wouter';
import { navigate, useBrowserLocation } from 'wouter/use-browser-location';
import { intlFor, RawIntlProvider, type Messages } from '../lib/intl';
import { PageDataContext, type PageDataSource } from '../lib/page-data';
import { reportComponentError } from '../lib/monitor';

export interface IslandContext {
  locale: string;
  messages: Messages;
  pageData: PageDataSource;
}

/**
 * The browser's location, with navigation as a page load, but for one that
 * replaces the history entry: that is an island writing its own state into
 * the address (the calculator's rig, the stratum settings, a mining address's
 * day), which stays on the page.
 */
function usePageLoadLocation(): [string, (to: string, options?: { replace?: boolean }) => void] {
  const [location] = useBrowserLocation();
  return [location, (to, options) => (options?.replace ? navigate(to, { replace: true }) : window.location.assign(to))];
}

function Hydrated({ onDone }: { onDone: () => void }) {
  useEffect(onDone, [onDone]);
  return null;
}

/** Hydrates `element` (an `<hv-island>`) with `Component`; resolves with the root once its effects have run. */
export function hydrateIsland(
  element: Element,
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  context: IslandContext,
): Promise<Root> {
  return new Promise((resolve) => {
    let root: Root | undefined = undefined;
    const done = () => {
      if (root) resolve(root);
    };
    root = hydrateRoot(
      element,
      <StrictMode>
        <RawIntlProvider value={intlFor(context.locale, context.messages)}>
          <PageDataContext value={context.pageData}>
            <Router hook={usePageLoadLocation}>
              <Component {...props} />
              <Hydrated onDone={done} />
            </Router>
          </PageDataContext>
        </RawIntlProvider>
      </StrictMode>,
      {
        onUncaughtError: (error, info) => reportComponentError(error, info.componentStack, 'uncaught'),
        onCaughtError: (error, info) => reportComponentError(error, info.componentStack, 'caught'),
        onRecoverableError: (error, info) => reportComponentError(error, info.componentStack, 'recovered'),
      },
    );
  });
}
