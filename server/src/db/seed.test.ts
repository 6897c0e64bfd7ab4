import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/test-app.js';
import type { Db } from './db.js';
import { migrate } from './migrate.js';
import { seedSampleData } from './seed.js';
import { BLOCK_EXPLORERS } from '../../../src/config/block-explorers.js';

const TABLES = [
  'system_flags',
  'currencies',
  'mining_algorithms',
  'mining_markets',
  'devices',
  'exchange_markets',
  'fiat_rates',
  'xch_countries',
  'settings',
  'support_categories',
];

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDb());
  await migrate(db);
});
afterAll(async () => {
  await db.close();
  await drop();
});

async function snapshot(): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    // xmin changes when a row is rewritten, so an unchanged snapshot proves no row was touched.
    out[table] = await db.query(`SELECT xmin::text AS xmin, t.* FROM ${table} t ORDER BY 2`);
  }
  return out;
}

describe('sample data seeding', () => {
  it('fills every reference table', async () => {
    await seedSampleData(db);
    const counts = await db.query<{ t: string; n: number }>(TABLES.map((t) => `SELECT '${t}' AS t, count(*)::int AS n FROM ${t}`).join(' UNION ALL '));
    const byTable = Object.fromEntries(counts.map((r) => [r.t, r.n]));
    expect(byTable.currencies).toBeGreaterThanOrEqual(17);
    expect(byTable.mining_algorithms).toBeGreaterThanOrEqual(25);
    expect(byTable.devices).toBeGreaterThanOrEqual(30);
    expect(byTable.exchange_markets).toBeGreaterThanOrEqual(6);
    expect(byTable.xch_countries).toBeGreaterThanOrEqual(190);
    expect(byTable.mining_markets).toBe(2);
    expect(byTable.settings).toBeGreaterThanOrEqual(2);
    expect(byTable.support_categories).toBe(6);
  });

  it('changes nothing when run a second time', async () => {
    const before = await snapshot();
    await seedSampleData(db);
    expect(await snapshot()).toEqual(before);
  });

  it('repairs an edited sample row and leaves rows of its own alone', async () => {
    await db.query(`UPDATE currencies SET name = 'Edited' WHERE symbol = 'BTC'`);
    await db.query(`INSERT INTO fiat_rates (currency, per_usd) VALUES ('ZZZ', 2)`);
    await seedSampleData(db);
    const rows = await db.query<{ name: string }>(`SELECT name FROM currencies WHERE symbol = 'BTC'`);
    expect(rows[0]?.name).toBe('Bitcoin');
    expect(await db.query(`SELECT currency FROM fiat_rates WHERE currency = 'ZZZ'`)).toHaveLength(1);
    await db.query(`DELETE FROM fiat_rates WHERE currency = 'ZZZ'`);
  });

  it('stores subunits as ten to the power of the decimals', async () => {
    const rows = await db.query<{ symbol: string; subunits: string }>(
      `SELECT symbol, subunits::text AS subunits FROM currencies WHERE symbol IN ('BTC', 'ETH', 'USDT', 'EUR') ORDER BY symbol`,
    );
    expect(rows).toEqual([
      { symbol: 'BTC', subunits: '100000000' },
      { symbol: 'ETH', subunits: '1000000000000000000' },
      { symbol: 'EUR', subunits: '100' },
      { symbol: 'USDT', subunits: '1000000' },
    ]);
  });

  it("stores spec 9's block-explorer templates from their one table", async () => {
    const rows = await db.query<{ symbol: string; tx: string; address: string; block: string }>(
      `SELECT symbol, transaction_info_url AS tx, address_info_url AS address, block_info_url AS block FROM currencies WHERE symbol = ANY($1)`,
      [Object.keys(BLOCK_EXPLORERS)],
    );
    expect(Object.fromEntries(rows.map(({ symbol, ...templates }) => [symbol, templates]))).toEqual(BLOCK_EXPLORERS);
  });
});
