/**
 * Messages from the page. The prompt flow: a new worker waits until the user
 * clicks reload, then the page (workbox-window's messageSkipWaiting) sends
 * SKIP_WAITING and the worker takes over. Never skipWaiting on install: that
 * would swap the code under a page holding form input.
 */
export const SKIP_WAITING = 'SKIP_WAITING';

export function listenForMessages(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('message', (event: ExtendableMessageEvent) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type === SKIP_WAITING) void scope.skipWaiting();
  });
}
