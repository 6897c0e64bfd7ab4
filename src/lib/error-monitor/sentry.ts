/**
 * The one module that imports @sentry/react (lint bans it elsewhere). It is
 * loaded lazily, after the first paint (src/lib/monitor.ts), and sends to our
 * own tunnel: CSP keeps connect-src 'self'. No session or usage tracking
 * (docs/monitoring.md): the BrowserSession integration is left out. Global
 * error listeners stay src/lib/monitor.ts's, so every error takes one path.
 */
import * as Sentry from '@sentry/react';
import { ERROR_MONITOR_LIMITS } from '../../config/limits';
import type { MonitorConfig } from '../../config/monitor';
import { createEventFilter, prepareBreadcrumb, type Crumb, type ReportEvent } from './prepare';

export interface MonitorSdk {
  capture(error: unknown, context: { kind: string; componentStack?: string }): void;
  setCustomer(ids: { userId?: string; organizationId?: string } | null): void;
  setTag(name: string, value: string): void;
}

const LEFT_OUT = new Set(['BrowserSession', 'GlobalHandlers']);

export function initSentry(config: MonitorConfig & { tunnel: string; release: string }): MonitorSdk {
  const filter = createEventFilter();
  Sentry.init({
    dsn: config.dsn,
    tunnel: config.tunnel,
    environment: config.environment,
    release: config.release,
    // Customer ids are set explicitly (setCustomer); nothing else about a person.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    maxBreadcrumbs: ERROR_MONITOR_LIMITS.eventsKept,
    // Our own cuts (truncate.ts) are exact; this only stops the SDK cutting shorter.
    maxValueLength: ERROR_MONITOR_LIMITS.consoleMaxChars,
    integrations: (defaults) => defaults.filter((integration) => !LEFT_OUT.has(integration.name)),
    beforeSend: (event, hint) => filter(event as unknown as ReportEvent, hint) as Sentry.ErrorEvent | null,
    beforeBreadcrumb: (crumb, hint) => prepareBreadcrumb(crumb as unknown as Crumb, hint) as Sentry.Breadcrumb | null,
  });
  return {
    capture(error, { kind, componentStack }) {
      Sentry.withScope((scope) => {
        scope.setTag('capture', kind);
        if (componentStack) scope.setContext('react', { componentStack });
        Sentry.captureException(error, { mechanism: { type: kind, handled: kind !== 'error' && kind !== 'unhandledrejection' } });
      });
    },
    setCustomer(ids) {
      Sentry.setUser(ids?.userId ? { id: ids.userId } : null);
      Sentry.setTag('organizationId', ids?.organizationId ?? '');
    },
    setTag: (name, value) => Sentry.setTag(name, value),
  };
}
