import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/test-app.js';
import type { Db } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { createApiKey, type CreatedApiKey } from '../admin/commands.js';
import { NONCE_PRUNE_GRACE_MS, createNonceRepository } from './nonces.js';

const NOW = 1_700_000_000_000;
let db: Db;
let drop: () => Promise<void>;
let creds: CreatedApiKey;

beforeAll(async () => {
  ({ db, drop } = await openTestDb());
  await migrate(db);
  creds = await createApiKey(db, { label: 'nonce test' });
});
afterAll(async () => {
  await db.close();
  await drop();
});

describe('nonce store', () => {
  it('claims a nonce once per key and lets another key use the same nonce', async () => {
    const nonces = createNonceRepository(db);
    const other = await createApiKey(db, { organizationId: creds.organizationId });
    const nonce = randomUUID();
    expect(await nonces.claim(creds.key, nonce, NOW)).toBe(true);
    expect(await nonces.claim(creds.key, nonce, NOW)).toBe(false);
    expect(await nonces.claim(other.key, nonce, NOW)).toBe(true);
  });

  it('prunes only nonces expired for longer than the grace period', async () => {
    const nonces = createNonceRepository(db);
    const old = randomUUID();
    const recent = randomUUID();
    await nonces.claim(creds.key, old, NOW - NONCE_PRUNE_GRACE_MS - 1);
    await nonces.claim(creds.key, recent, NOW - NONCE_PRUNE_GRACE_MS + 1000);
    await nonces.prune(NOW);
    const left = await db.query<{ nonce: string }>('SELECT nonce FROM api_nonces WHERE nonce = ANY($1)', [[old, recent]]);
    expect(left.map((r) => r.nonce)).toEqual([recent]);
  });
});
