/**
 * Messages from the page. The prompt flow: a new worker waits until the user
 * clicks reload, then the page (workbox-window's messageSkipWaiting) sends
 * SKIP_WAITING and the worker takes over. Never skipWaiting on install: that
 * would swap the code under a page holding form input. GET_VERSION answers
 * the build version this worker came with (tests and support use it).
 */
export const SKIP_WAITING = 'SKIP_WAITING';
export const GET_VERSION = 'GET_VERSION';

export function listenForMessages(scope: ServiceWorkerGlobalScope, version: string): void {
  scope.addEventListener('message', (event: ExtendableMessageEvent) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type === SKIP_WAITING) void scope.skipWaiting();
    // workbox-window's messageSW waits for the answer on the transferred port.
    if (data?.type === GET_VERSION) event.ports[0]?.postMessage({ version });
  });
}
