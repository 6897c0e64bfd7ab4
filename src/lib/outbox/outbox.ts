/**
 * A generic outbox: work the user asked for that could not be sent (offline,
 * or no answer from the network) waits in a store and is sent again later,
 * with the same idempotency key (X-Request-Id) every time, so the server
 * stores it once. Kinds register their sender (`register('form', send)`);
 * support cases (issue 16) reuse it with their own kind. docs/forms.md.
 */

export interface OutboxItem<P = unknown> {
  /** Also the X-Request-Id of every attempt. */
  id: string;
  kind: string;
  payload: P;
  createdAt: number;
  attempts: number;
}

/**
 * What a sender's failure means: `retry` keeps the item and stops the flush
 * (the network is down: the others would fail too); `wait` keeps the item
 * and goes on with the others (this one cannot go yet, e.g. its writer's
 * session is still loading); `drop` removes it (the server refused it).
 */
export type SendOutcome = 'sent' | 'retry' | 'wait' | 'drop';

export type Sender<P = unknown> = (payload: P, requestId: string) => Promise<SendOutcome>;

export interface OutboxStore {
  get(key: string): Promise<OutboxItem | undefined>;
  set(key: string, value: OutboxItem): Promise<void>;
  entries(): Promise<Array<[string, OutboxItem]>>;
  delete(key: string): Promise<void>;
}

export interface Outbox {
  register<P>(kind: string, sender: Sender<P>): void;
  /** Keeps the item; it is sent by the next `flush`. */
  enqueue<P>(kind: string, payload: P, id: string): Promise<OutboxItem<P>>;
  /** Sends every waiting item whose kind has a sender; resolves to what was sent. */
  flush(): Promise<OutboxItem[]>;
  pending(): Promise<OutboxItem[]>;
  /** Forgets waiting items (a logout forgets a user's private ones); resolves to how many went. */
  remove(filter: (item: OutboxItem) => boolean): Promise<number>;
  /** Called after each change of the waiting items; returns the unsubscriber. */
  subscribe(listener: () => void): () => void;
}

export function createOutbox(store: OutboxStore, now: () => number = Date.now): Outbox {
  const senders = new Map<string, Sender>();
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((l) => l());
  let running: Promise<OutboxItem[]> | undefined;

  async function flushOnce(): Promise<OutboxItem[]> {
    const sent: OutboxItem[] = [];
    const items = (await store.entries()).map(([, item]) => item).sort((a, b) => a.createdAt - b.createdAt);
    for (const item of items) {
      const sender = senders.get(item.kind);
      if (!sender) continue;
      let outcome: SendOutcome;
      try {
        outcome = await sender(item.payload, item.id);
      } catch {
        outcome = 'retry';
      }
      if (outcome === 'wait') continue;
      if (outcome === 'retry') {
        await store.set(item.id, { ...item, attempts: item.attempts + 1 });
        // The network is down: the others would fail the same way.
        break;
      }
      await store.delete(item.id);
      if (outcome === 'sent') sent.push(item);
      changed();
    }
    return sent;
  }

  return {
    register(kind, sender) {
      senders.set(kind, sender as Sender);
    },
    async enqueue(kind, payload, id) {
      const item = { id, kind, payload, createdAt: now(), attempts: 0 };
      await store.set(id, item);
      changed();
      return item;
    },
    flush() {
      // One flush at a time: two would send the same item twice.
      running ??= flushOnce().finally(() => {
        running = undefined;
      });
      return running;
    },
    async pending() {
      return (await store.entries()).map(([, item]) => item);
    },
    async remove(filter) {
      const gone = (await store.entries()).map(([, item]) => item).filter(filter);
      for (const item of gone) await store.delete(item.id);
      if (gone.length > 0) changed();
      return gone.length;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** An outbox store in memory (tests; browsers without IndexedDB). */
export function memoryOutboxStore(): OutboxStore {
  const map = new Map<string, OutboxItem>();
  return {
    get: async (key) => map.get(key),
    set: async (key, value) => void map.set(key, value),
    entries: async () => [...map.entries()],
    delete: async (key) => void map.delete(key),
  };
}
