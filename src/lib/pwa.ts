/**
 * Service worker registration, from the app bundle (an inline registration
 * script would break the Content-Security-Policy). Prompt flow: a new worker
 * waits until the user accepts the update, because a forced reload would lose
 * form input. `registration.update()` also runs whenever the page becomes
 * visible again (iOS home-screen apps rarely re-check on their own).
 */
import type { Workbox } from 'workbox-window';

/** Built from sw/sw.ts by vite-plugin-pwa (vite.config.ts). */
export const SERVICE_WORKER_URL = '/sw.js';

type Listener = () => void;

let workbox: Workbox | undefined;
let updateWaiting = false;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Whether a new version is installed and waiting for the user's go-ahead. */
export function isUpdateWaiting(): boolean {
  return updateWaiting;
}

/** For useSyncExternalStore: called when `isUpdateWaiting()` changes. */
export function subscribeToUpdates(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Activates the waiting worker (sw/messages.ts) and reloads once it controls the page. */
export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

/**
 * Registers the worker in production builds where the browser supports it.
 * Resolves once registration was attempted; failures are logged, never thrown:
 * the site works without a worker.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  workbox.addEventListener('waiting', () => {
    updateWaiting = true;
    notify();
  });
  try {
    const registration = await workbox.register();
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void registration?.update();
    });
  } catch (error) {
    console.warn('Service worker registration failed', error);
  }
}
