import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { createSignInFlowRepository } from '../repositories/sign-in-flows.js';
import { openTestDb } from '../../test/test-app.js';
import { PendingFlows } from './pending-flows.js';
import { SIGN_IN_LIMITS } from '../server-limits.js';

let db: Db;
let drop: () => Promise<void>;
let clock = 1_700_000_000_000;
const now = () => clock;

beforeAll(async () => {
  ({ db, drop } = await openTestDb());
  await migrate(db);
});
afterAll(async () => {
  await db.close();
  await drop();
});

describe('sign-in flows under way', () => {
  it('gives a flow started by one store to another on the same database, once', async () => {
    const starter = new PendingFlows(createSignInFlowRepository(db), now);
    const finisher = new PendingFlows(createSignInFlowRepository(db), now);
    const { state, flow } = await starter.start('google', { language: 'de', currency: 'EUR' });
    const taken = await finisher.take(state);
    expect(taken).toEqual(flow);
    expect(await finisher.take(state)).toBeUndefined();
    expect(await starter.take(state)).toBeUndefined();
  });

  it('keeps no flow past its ten minutes, and knows no state it did not start', async () => {
    const flows = new PendingFlows(createSignInFlowRepository(db), now);
    const { state } = await flows.start('apple');
    clock += SIGN_IN_LIMITS.flowTtlMs + 1;
    expect(await flows.take(state)).toBeUndefined();
    expect(await flows.take('')).toBeUndefined();
    expect(await flows.take('not-a-state')).toBeUndefined();
  });

  it('stores a hash of the state, not the state', async () => {
    const flows = new PendingFlows(createSignInFlowRepository(db), now);
    const { state } = await flows.start('google');
    const rows = await db.query<{ state_hash: string }>('SELECT state_hash FROM sign_in_flows');
    expect(rows.map((r) => r.state_hash)).not.toContain(state);
    expect(await flows.take(state)).toBeDefined();
  });

  it('keeps at most its bound, dropping the oldest, and drops expired flows as new ones start', async () => {
    const flows = new PendingFlows(createSignInFlowRepository(db), now, 3);
    const started = [];
    for (let i = 0; i < 5; i += 1) {
      clock += 1000;
      started.push((await flows.start('google')).state);
    }
    expect(await flows.size()).toBe(3);
    expect(await flows.take(started[0]!)).toBeUndefined();
    expect(await flows.take(started[4]!)).toBeDefined();
    clock += SIGN_IN_LIMITS.flowTtlMs + 1;
    await flows.start('apple');
    expect(await flows.size()).toBe(1);
  });
});
