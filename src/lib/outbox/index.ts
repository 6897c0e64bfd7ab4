/**
 * The app's outbox over IndexedDB (OUTBOX_DB): sent on `online`, at start,
 * and when the worker's Background Sync fires (sw/outbox-sync.ts).
 */
import { OUTBOX_FLUSH_MESSAGE, OUTBOX_SYNC_TAG } from '../../config/public-api-cache';
import { idbStore, OUTBOX_DB } from '../storage';
import { createOutbox, memoryOutboxStore, type OutboxItem, type OutboxStore } from './outbox';

export { type OutboxItem, type SendOutcome, type Sender } from './outbox';

const store: OutboxStore = typeof indexedDB === 'undefined' ? memoryOutboxStore() : idbStore<OutboxItem>(OUTBOX_DB);

export const outbox = createOutbox(store);

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/** Asks the worker to wake the pages when the connection is back (where Background Sync exists). */
export function requestBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as ServiceWorkerRegistration & { sync?: SyncManagerLike }).sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => undefined);
}

let started = false;

/** Sends what waits now, and again on `online` and on the worker's word. */
export function startOutbox(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => void outbox.flush());
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === OUTBOX_FLUSH_MESSAGE) void outbox.flush();
  });
  void outbox.flush();
}
