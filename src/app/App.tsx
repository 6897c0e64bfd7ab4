/**
 * The whole app. Pure of browser globals, so react-dom/server can render it
 * (public pages are prerendered later): pass `ssrPath` there, and `locale`
 * with `messages` to render a given language; in the browser wouter reads the
 * location itself and the language comes from the preferences state, so the
 * footer's selector re-renders everything in the new language in place.
 */
import { Suspense, useMemo } from 'react';
import { Router } from 'wouter';
import { useSnapshot } from 'valtio';
import { preferencesState } from '../features/preferences/state';
import { intlFor, RawIntlProvider, type Messages } from '../lib/intl';
import { Layout } from './shell/Layout';
import { PageErrorBoundary } from '../components/ui/PageErrorBoundary';
import { PageLoading } from '../components/ui/PageLoading';
import { AppRoutes } from './routes';
import { OfflineGate } from '../features/offline/OfflineGate';
import { DebugCrash } from './DebugCrash';
import { PageHydratedContext } from './page-hydrated';
import { PageDataContext, type ContentRequest, type PageData } from '../lib/page-data';

export interface AppProps {
  /** Overrides the preferences state's language (server rendering). */
  locale?: string;
  messages?: Messages;
  /** The path to render on the server; omit in the browser. */
  ssrPath?: string;
  /** What the page was rendered with on the server (src/lib/page-data.ts). */
  pageData?: PageData;
  /** Server rendering: told of each article the page asks for that `pageData` lacks. */
  onContentRequest?: (request: ContentRequest) => void;
  /**
   * Runs once the routed page is in the document (hydrated, for a page the
   * server rendered: src/app/page-hydrated.tsx), before it is painted: a
   * hydrated page applies the visitor's stored choices and starts the store
   * here, after hydration has matched the server's markup (src/main.tsx).
   */
  onMounted?: () => void;
}

const NO_PAGE_DATA: PageData = {};

export function App({ locale, messages, ssrPath, pageData = NO_PAGE_DATA, onContentRequest, onMounted }: AppProps) {
  const preferences = useSnapshot(preferencesState);
  const pageDataSource = useMemo(() => ({ data: pageData, ...(onContentRequest ? { ask: onContentRequest } : {}) }), [pageData, onContentRequest]);
  return (
    <RawIntlProvider value={intlFor(locale ?? preferences.locale, messages ?? preferences.messages)}>
      <PageDataContext value={pageDataSource}>
        <PageHydratedContext value={onMounted}>
          <Router ssrPath={ssrPath}>
            <Layout>
              <PageErrorBoundary>
                <DebugCrash />
                <Suspense fallback={<PageLoading />}>
                  <OfflineGate>
                    <AppRoutes />
                  </OfflineGate>
                </Suspense>
              </PageErrorBoundary>
            </Layout>
          </Router>
        </PageHydratedContext>
      </PageDataContext>
    </RawIntlProvider>
  );
}
