/**
 * The store's startup sequence (spec section 4), run once the app has
 * mounted: wire the API client to the store, exchange a login link if the URL
 * carries one (the page then reloads), and load flags, server time, profile,
 * algorithms, currencies, exchange info and rates, with `systemState.loading`
 * true until all of them are done. `rebootApp` re-runs the loading part
 * without a page reload (after maintenance or a rate limit ends).
 */
import { subscribe } from 'valtio';
import { api, setApiMessages } from '../lib/api';
import { lookupMessage } from '../lib/api/error-messages';
import { loadExchangeInfo, refreshPrices } from '../features/exchange/state';
import { loadCurrencies, loadRates } from '../features/currencies/state';
import { loadAlgorithms } from '../features/market/state';
import { notify } from '../features/notifications/state';
import { loadServiceStatus } from '../features/service-status/state';
import { apiSession, forceLogout, loadProfile } from '../features/session/actions';
import { consumeLoginLink, type PageLocation } from '../features/session/login-link';
import { applySystemHeaders, configureRateLimit, loadFlags, markRateLimited, setLoading } from '../features/system/actions';
import { watchIdle } from '../features/system/connectivity';
import { configureFlagWatch } from '../features/system/flag-watch';
import { systemState } from '../features/system/state';
import { onLogout } from '../features/session/actions';
import { clearPrivateData } from '../features/offline/clear-private-data';
import { FORM_OUTBOX_KIND, sendQueuedForm } from '../features/forms/send-form';
import { outbox, startOutbox } from '../lib/outbox';
import { resetUserNotifications } from '../features/user-notifications/state';
import { resetBalance } from '../features/balance/state';
import { applySavedSettings } from './user-settings';

export interface StartupEnvironment {
  location: PageLocation;
  /** Replaces the URL without a reload (drops a used login token). */
  replaceUrl(url: string): void;
  /** Where input events arrive. */
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** X-User-Lang: the page language. */
  language(): string;
  /** Loads the service status (JSONP); absent outside a browser. */
  loadServiceStatus?: () => Promise<void>;
}

export interface StartOptions {
  /** The active catalogue, for error messages the client shows. */
  messages?: Readonly<Record<string, string>>;
  environment?: StartupEnvironment;
}

function browserEnvironment(): StartupEnvironment {
  return {
    location: window.location,
    replaceUrl: (url) => window.history.replaceState(window.history.state, '', url),
    events: window,
    language: () => document.documentElement.lang || 'en',
    loadServiceStatus: () => loadServiceStatus(),
  };
}

let wired: (() => void) | undefined;
let loading: Promise<void> | undefined;

function wire(env: StartupEnvironment): () => void {
  api.configure({
    session: apiSession,
    language: env.language,
    hooks: {
      onResponseHeaders: applySystemHeaders,
      onRateLimited: (retryAfterMs) => markRateLimited(retryAfterMs),
      onForcedLogout: () => void forceLogout(),
      notifyError: (message) => void notify('error', message),
    },
  });
  configureFlagWatch({ reboot: () => void rebootApp(), poll: () => void loadFlags() });
  configureRateLimit({ reboot: () => void rebootApp() });
  // Forms sent offline wait in the outbox: sent at start, on 'online' and by Background Sync.
  outbox.register(FORM_OUTBOX_KIND, sendQueuedForm);
  // Support cases and replies too (their own kinds), and their private store follows the session.
  // Loaded after the start, not with the first page: most visitors have no case (docs/support-cases.md).
  let unwireCases: (() => void) | undefined;
  let stopped = false;
  void import('./wire-support-cases').then(({ wireSupportCases }) => {
    if (stopped) return;
    unwireCases = wireSupportCases();
    // What waited for its sender goes now.
    void outbox.flush();
  });
  startOutbox();
  // Logging out clears every private item the worker or the client cached.
  const stops = [
    watchIdle(env.events),
    onLogout(clearPrivateData),
    onLogout(resetUserNotifications),
    onLogout(() => resetBalance()),
    () => {
      stopped = true;
      unwireCases?.();
    },
  ];
  if (env.loadServiceStatus) {
    const load = env.loadServiceStatus;
    let shown = false;
    // The offline page links to the service status: know it when that page shows.
    stops.push(
      subscribe(systemState, () => {
        const offline = systemState.unavailable || systemState.rateLimited;
        if (offline && !shown) void load();
        shown = offline;
      }),
    );
  }
  return () => stops.forEach((stop) => stop());
}

/** The startup calls; `systemState.loading` until all have settled (each handles its own failure). */
async function loadAll(): Promise<void> {
  setLoading(true);
  await Promise.all([
    loadFlags(),
    // The profile is signed: server time first. Its saved language and currency become the page's.
    api
      .syncTime()
      .then(() => loadProfile())
      .then(() => applySavedSettings()),
    loadAlgorithms(),
    loadCurrencies(),
    loadExchangeInfo(),
    loadRates(),
  ]);
  void refreshPrices();
  setLoading(false);
}

export async function startApp(options: StartOptions = {}): Promise<void> {
  const env = options.environment ?? browserEnvironment();
  if (options.messages) setApiMessages(options.messages);
  wired ??= wire(env);
  const link = await consumeLoginLink(env.location, env.replaceUrl);
  if (link === 'reloading') return; // the page reloads with the session stored
  if (link === 'failed') notify('error', lookupMessage('session.loginLink.failed') ?? 'Sign-in link failed');
  await rebootApp();
}

/** Re-runs the startup calls without a page reload; concurrent calls share one run. */
export function rebootApp(): Promise<void> {
  loading ??= loadAll().finally(() => {
    loading = undefined;
  });
  return loading;
}

/** Undoes the wiring (tests). */
export function stopApp(): void {
  wired?.();
  wired = undefined;
}
