import { afterEach, describe, expect, it } from 'vitest';
import type { Db, ListenHandlers } from './types.js';
import { CHANGE_CHANNEL, openChangeChannel, type ChangeChannel } from './change-channel.js';
import { migrate } from './migrate.js';
import { openTestDb } from '../../test/test-app.js';

const quiet = { warn: () => undefined, retryMs: { first: 5, max: 20 } };
const until = async (check: () => boolean, ms = 2000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('not within time');
    await new Promise((r) => setTimeout(r, 5));
  }
};

/** A database whose LISTEN connections the test drives. */
function fakeListeningDb(failFirst = 0) {
  const opened: ListenHandlers[] = [];
  let attempts = 0;
  const db = {
    kind: 'postgres',
    async listen(channel: string, handlers: ListenHandlers) {
      expect(channel).toBe(CHANGE_CHANNEL);
      attempts += 1;
      if (attempts <= failFirst) throw new Error('connection refused');
      opened.push(handlers);
      return { close: async () => undefined };
    },
  } as unknown as Db;
  return { db, opened, attempts: () => attempts };
}

let channel: ChangeChannel | undefined;
afterEach(async () => channel?.close());

describe('the change channel', () => {
  it('is a no-op on a database that cannot listen (PGlite: one process)', async () => {
    channel = await openChangeChannel({ kind: 'pglite' } as Db, quiet);
    expect(channel.shared).toBe(false);
    channel.on('flags', () => undefined);
  });

  it('hands each topic its key, and ignores topics nobody asked for', async () => {
    const fake = fakeListeningDb();
    channel = await openChangeChannel(fake.db, quiet);
    const heard: string[] = [];
    channel.on('credential', (key) => heard.push(`credential ${key}`));
    channel.on('flags', (key) => heard.push(`flags ${key}`));
    fake.opened[0]!.notification('credential:6f1c');
    fake.opened[0]!.notification('flags');
    fake.opened[0]!.notification('something-else:1');
    expect(heard).toEqual(['credential 6f1c', 'flags ']);
  });

  it('opens a lost connection again and then asks every cache to resync', async () => {
    const fake = fakeListeningDb();
    channel = await openChangeChannel(fake.db, quiet);
    let resyncs = 0;
    channel.onResync(() => (resyncs += 1));
    fake.opened[0]!.lost(new Error('terminated'));
    await until(() => fake.opened.length === 2);
    expect(resyncs).toBe(1);
  });

  it('keeps trying when the database refuses at first, and resyncs once it listens', async () => {
    const fake = fakeListeningDb(3);
    channel = await openChangeChannel(fake.db, quiet);
    let resyncs = 0;
    channel.onResync(() => (resyncs += 1));
    await until(() => fake.opened.length === 1);
    expect(fake.attempts()).toBe(4);
    expect(resyncs).toBe(1);
  });

  it('stops trying once closed', async () => {
    const fake = fakeListeningDb(1000);
    channel = await openChangeChannel(fake.db, quiet);
    await channel.close();
    const attempts = fake.attempts();
    await new Promise((r) => setTimeout(r, 60));
    expect(fake.attempts()).toBe(attempts);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the change channel on PostgreSQL', () => {
  it('hears what the triggers announce at commit, and again after its connection was killed', async () => {
    const { db, drop } = await openTestDb();
    try {
      await migrate(db);
      channel = await openChangeChannel(db, quiet);
      const heard: string[] = [];
      let resyncs = 0;
      channel.on('flags', () => heard.push('flags'));
      channel.on('credential', (key) => heard.push(`credential ${key}`));
      channel.onResync(() => (resyncs += 1));

      await db.query(`INSERT INTO system_flags (flag_name, flag_value) VALUES ('IS_MAINTENANCE', true)
                      ON CONFLICT (flag_name) DO UPDATE SET flag_value = true`);
      await until(() => heard.includes('flags'));

      // The listening backend is ended as a restart or an operator would.
      const [current] = await db.query<{ name: string }>('SELECT current_database() AS name');
      await db.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                      WHERE datname = $1 AND query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
        [current!.name],
      );
      await until(() => resyncs === 1);

      const key = '0b7e6c8e-0d7f-4a55-9c1e-1a2b3c4d5e6f';
      await db.query(`DELETE FROM api_keys WHERE key = $1`, [key]);
      const [org] = await db.query<{ id: string }>(`INSERT INTO organizations (name, type) VALUES ('x', 'BUSINESS') RETURNING id::text AS id`);
      await db.query(`INSERT INTO api_keys (key, secret, organization_id) VALUES ($1, 's', $2)`, [key, org!.id]);
      await db.query(`DELETE FROM api_keys WHERE key = $1`, [key]);
      await until(() => heard.includes(`credential ${key}`));
    } finally {
      await channel?.close();
      channel = undefined;
      await db.close();
      await drop();
    }
  });
});
