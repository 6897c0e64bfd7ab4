/**
 * The whole app for a given locale and path. Pure of browser globals, so
 * react-dom/server can render it (public pages are prerendered later): pass
 * `ssrPath` there; in the browser wouter reads the location itself.
 */
import { Suspense } from 'react';
import { Router } from 'wouter';
import { DEFAULT_LOCALE } from '../config/limits';
import { IntlProvider, type Messages } from '../lib/intl';
import { Layout } from '../components/layout/Layout';
import { PageErrorBoundary } from '../components/ui/PageErrorBoundary';
import { PageLoading } from '../components/ui/PageLoading';
import { AppRoutes } from './routes';

export interface AppProps {
  locale: string;
  messages: Messages;
  /** The path to render on the server; omit in the browser. */
  ssrPath?: string;
}

export function App({ locale, messages, ssrPath }: AppProps) {
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      <Router ssrPath={ssrPath}>
        <Layout>
          <PageErrorBoundary>
            <Suspense fallback={<PageLoading />}>
              <AppRoutes />
            </Suspense>
          </PageErrorBoundary>
        </Layout>
      </Router>
    </IntlProvider>
  );
}
