/**
 * Background Sync for the page's outbox (src/lib/outbox/): when the browser
 * fires the outbox's sync tag (the connection is back), the worker asks every
 * open page to send what waits. The page sends it itself, so a request that
 * must be signed is signed afresh, with its idempotency key kept. Where the
 * browser has no Background Sync (Safari, iOS), the page sends on `online`
 * and at start.
 */
import { OUTBOX_FLUSH_MESSAGE, OUTBOX_SYNC_TAG } from '../src/config/public-api-cache';

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

export function registerOutboxSync(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('sync', (event: Event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    sync.waitUntil(
      scope.clients.matchAll({ type: 'window' }).then((clients) => {
        for (const client of clients) client.postMessage({ type: OUTBOX_FLUSH_MESSAGE });
      }),
    );
  });
}
