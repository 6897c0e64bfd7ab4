/**
 * The cross-server channel: what one server (or anyone writing the database)
 * changes that other servers keep a copy of. Triggers (migration
 * 009-change-notifications) send `NOTIFY hashvale_changes, '<topic>[:<key>]'`
 * when the change commits; each server LISTENs on a connection of its own and
 * hands the news to the caches that subscribed (flags, content, credentials).
 *
 * A lost connection is opened again (CHANGE_CHANNEL_RETRY_MS, doubling up to
 * the max); notifications sent meanwhile are lost, so once it is back every
 * `onResync` listener runs and drops or reloads everything it keeps.
 *
 * On PGlite (`db.listen` absent) this is a no-op: one process opens the data
 * directory, and it changes its own caches as it writes.
 * docs/architecture.md, "Several servers".
 */
import type { Db } from './types.js';

export const CHANGE_CHANNEL = 'hashvale_changes';

/** First wait before opening a lost connection again, and the longest wait. */
export const CHANGE_CHANNEL_RETRY_MS = { first: 100, max: 5_000 } as const;

/** What the triggers announce; `key` is the row's id where the topic has one. */
export const CHANGE_TOPICS = ['credential', 'membership', 'flags', 'content'] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

export interface ChangeChannel {
  /** False on PGlite: nothing will ever be heard. */
  readonly shared: boolean;
  on(topic: ChangeTopic, listener: (key: string) => void): void;
  /** Runs after the connection came back: anything may have changed meanwhile. */
  onResync(listener: () => void): void;
  close(): Promise<void>;
}

export interface ChangeChannelOptions {
  /** Where a lost connection or a failing listener is reported. */
  warn(message: string, error?: unknown): void;
  retryMs?: { first: number; max: number };
}

const NO_CHANNEL: ChangeChannel = {
  shared: false,
  on: () => undefined,
  onResync: () => undefined,
  close: async () => undefined,
};

/** Opens the channel; resolves once it listens (or its first attempt failed and a retry is scheduled). */
export async function openChangeChannel(db: Db, options: ChangeChannelOptions): Promise<ChangeChannel> {
  if (!db.listen) return NO_CHANNEL;
  const listen = db.listen.bind(db);
  const retry = options.retryMs ?? CHANGE_CHANNEL_RETRY_MS;
  const listeners = new Map<ChangeTopic, Array<(key: string) => void>>();
  const resyncs: Array<() => void> = [];
  let connection: { close(): Promise<void> } | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let waitMs = retry.first;

  const safely = (run: () => void) => {
    try {
      run();
    } catch (error) {
      options.warn('a change listener failed', error);
    }
  };

  const hear = (payload: string) => {
    const colon = payload.indexOf(':');
    const topic = (colon === -1 ? payload : payload.slice(0, colon)) as ChangeTopic;
    const key = colon === -1 ? '' : payload.slice(colon + 1);
    for (const listener of listeners.get(topic) ?? []) safely(() => listener(key));
  };

  const schedule = () => {
    if (closed) return;
    timer = setTimeout(() => void connect(true), waitMs);
    timer.unref();
    waitMs = Math.min(waitMs * 2, retry.max);
  };

  async function connect(again: boolean): Promise<void> {
    try {
      const opened = await listen(CHANGE_CHANNEL, {
        notification: hear,
        lost: (error) => {
          connection = undefined;
          options.warn('the change channel lost its connection; opening it again', error);
          schedule();
        },
      });
      if (closed) return void (await opened.close());
      connection = opened;
      waitMs = retry.first;
      if (again) for (const resync of resyncs) safely(resync);
    } catch (error) {
      options.warn('the change channel could not listen; trying again', error);
      schedule();
    }
  }

  await connect(false);
  return {
    shared: true,
    on(topic, listener) {
      listeners.set(topic, [...(listeners.get(topic) ?? []), listener]);
    },
    onResync(listener) {
      resyncs.push(listener);
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await connection?.close();
      connection = undefined;
    },
  };
}
