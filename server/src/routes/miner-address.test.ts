import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectErrorBody, type TestApp } from '../../test/test-app.js';
import { SAMPLE_MINERS } from '../market/miner-profiles.js';
import type { MinerDay, MinerPayouts } from '../../../src/config/api/miner.js';
import { DAY_MS } from '../../../src/config/time.js';

let t: TestApp;
const now = 1_760_000_000_000;
beforeAll(async () => {
  t = await buildTestApp({ now: () => now });
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ url });
const YESTERDAY = new Date(now - DAY_MS).toISOString().slice(0, 10);
const dayUrl = (address: string, day = YESTERDAY) => `/main/api/v2/mining/external/${address}/rigs/day?day=${day}`;
const rejectedShare = (body: MinerDay) => {
  const reported = body.rigs.reduce((s, r) => s + r.speedReported, 0);
  const rejected = body.rigs.reduce((s, r) => s + Object.values(r.speedRejected).reduce((a, b) => a + b, 0), 0);
  return rejected / reported;
};

describe("an external miner's day", () => {
  it('gives every rig its speeds, rejects by reason, minutes offline and prices, the same each time', async () => {
    const res = await get(dayUrl(SAMPLE_MINERS.steady));
    expect(res.statusCode).toBe(200);
    const body = res.json() as MinerDay;
    expect(body.day).toBe(YESTERDAY);
    expect(body.rigs.length).toBeGreaterThan(0);
    for (const rig of body.rigs) {
      expect(rig.speedAccepted).toBeLessThan(rig.speedReported);
      expect(rig.spotPaying).toBeGreaterThan(0);
      expect(rig.averagePaying).toBeGreaterThan(0);
      expect(rig.minutesOffline).toBe(0);
    }
    expect(rejectedShare(body)).toBeLessThan(0.02);
    expect((await get(dayUrl(SAMPLE_MINERS.steady))).body).toBe(res.body);
  });

  it('has the sample profiles: high rejects, and offline part of the day', async () => {
    const rejects = (await get(dayUrl(SAMPLE_MINERS.highRejects))).json() as MinerDay;
    expect(rejectedShare(rejects)).toBeGreaterThan(0.07);
    expect(rejects.rigs.every((r) => r.minutesOffline === 0)).toBe(true);
    const offline = (await get(dayUrl(SAMPLE_MINERS.offlineHours))).json() as MinerDay;
    const minutes = offline.rigs.map((r) => r.minutesOffline);
    expect(Math.max(...minutes)).toBeGreaterThan(0);
    expect(Math.max(...minutes)).toBeLessThanOrEqual(1440);
  });

  it('refuses today, the future, a day older than 30 days and a non-date with 400', async () => {
    const old = new Date(now - 31 * DAY_MS).toISOString().slice(0, 10);
    const today = new Date(now).toISOString().slice(0, 10);
    for (const day of [today, '2099-01-01', old, '2025-02-30', 'yesterday', '2025-1-01']) {
      const res = await get(dayUrl(SAMPLE_MINERS.steady, day));
      expect(res.statusCode, day).toBe(400);
      expectErrorBody(res.json(), 61);
    }
    const res = await get(`/main/api/v2/mining/external/${SAMPLE_MINERS.steady}/rigs/day`);
    expect(res.statusCode).toBe(400);
  });

  it('refuses an address that is not a base58 payout address with 400', async () => {
    for (const address of ['bc1qxyz', '3Mkezvs3BWDcdgr7ZgtmvMPRVzxyAkZ8f0', '1abc']) {
      const res = await get(dayUrl(address));
      expect(res.statusCode, address).toBe(400);
      expectErrorBody(res.json(), 61);
    }
  });
});

describe("an external miner's payouts", () => {
  const url = (query = '') => `/main/api/v2/mining/external/${SAMPLE_MINERS.offlineHours}/rigs/payouts${query}`;

  it('lists payouts every four hours, newest first, amount after the 2 % seller fee', async () => {
    const res = await get(url('?size=100'));
    expect(res.statusCode).toBe(200);
    const { list, pagination } = res.json() as MinerPayouts;
    expect(list.length).toBeGreaterThan(10);
    expect(pagination.totalPageCount).toBeGreaterThanOrEqual(1);
    for (const [i, p] of list.entries()) {
      expect(p.created % (4 * 3_600_000)).toBe(0);
      expect(p.created).toBeLessThanOrEqual(now);
      if (i > 0) expect(p.created).toBeLessThan(list[i - 1]!.created);
      expect(p.amount).toMatch(/^\d+\.\d{8}$/);
      expect(p.txId).toMatch(/^[0-9a-f]{64}$/);
      const gross = Number(p.amount) + Number(p.feeAmount);
      expect(Math.abs(Number(p.feeAmount) - gross * 0.02)).toBeLessThanOrEqual(1e-8);
    }
    expect(new Set(list.map((p) => p.id)).size).toBe(list.length);
  });

  it('pages without overlap and rejects a page that is not finite', async () => {
    const first = (await get(url('?size=5'))).json() as MinerPayouts;
    const second = (await get(url('?size=5&page=1'))).json() as MinerPayouts;
    expect(first.list.at(-1)!.created).toBeGreaterThan(second.list[0]!.created);
    for (const query of ['?page=-1e309', '?size=1e309', '?size=101']) {
      const res = await get(url(query));
      expect(res.statusCode, query).toBe(400);
      expectErrorBody(res.json(), 61);
    }
  });
});
