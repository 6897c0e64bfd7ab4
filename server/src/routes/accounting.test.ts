import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '../../../src/config/error-codes.js';
import { SIGNED_TIME_WINDOW_MS } from '../../../src/config/limits.js';
import { buildTestApp, expectErrorBody, type TestApp } from '../../test/test-app.js';
import { createApiKey, SAMPLE_BALANCES } from '../admin/commands.js';
import { BALANCE_CACHE } from '../server-limits.js';
import { signedHeaders, type Credentials } from '../lib/signature.js';

const NOW = 1_700_000_000_000;
const URL = '/main/api/v2/accounting/accounts2';
let now = NOW;
let t: TestApp;
let creds: Credentials;

interface Accounts2 {
  total: { currency: string; totalBalance: string; available: string; pending: string; pendingDetails: object };
  currencies: Array<{
    active: boolean;
    currency: string;
    totalBalance: string;
    available: string;
    pending: string;
    pendingDetails: object;
    enabled: boolean;
    btcRate: number;
    fiatRate: number;
    status: string;
  }>;
}

beforeAll(async () => {
  t = await buildTestApp({ now: () => now });
  // The reference data this test relies on, whether or not the sample seed has it.
  await t.db.query(
    `INSERT INTO currencies (symbol, name, subunits, sort_order, base, delisted) VALUES
       ('BTC', 'Bitcoin', 100000000, 0, 'BTC', false), ('ETH', 'Ethereum', 1000000000000000000, 1, 'ETH', false),
       ('LTC', 'Litecoin', 100000000, 2, 'LTC', false), ('ZZOLD', 'Retired coin', 100000000, 999, 'ZZOLD', true)
     ON CONFLICT (symbol) DO NOTHING`,
  );
  await t.db.query(`INSERT INTO fiat_rates (currency, per_usd) VALUES ('USD', 1), ('EUR', 0.92) ON CONFLICT DO NOTHING`);
  // Created after the app started: a new key must work at once.
  const created = await createApiKey(t.db);
  creds = { key: created.key, secret: created.secret, organizationId: created.organizationId };
});
afterAll(async () => t.close());
beforeEach(() => {
  now = NOW;
});
afterEach(() => {
  vi.restoreAllMocks();
});

function call(url = URL, headers: Record<string, string> = signedHeaders(creds, { method: 'GET', url, time: now, nonce: randomUUID() })) {
  return t.app.inject({ method: 'GET', url, headers });
}

describe('GET main/api/v2/accounting/accounts2', () => {
  it('lists every listed currency with the caller organization balances', async () => {
    const res = await call();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as Accounts2;
    const listed = await t.db.query<{ symbol: string }>('SELECT symbol FROM currencies WHERE NOT delisted ORDER BY sort_order, symbol');
    expect(body.currencies.map((c) => c.currency)).toEqual(listed.map((c) => c.symbol));
    expect(body.currencies.map((c) => c.currency)).not.toContain('ZZOLD');

    const btc = body.currencies.find((c) => c.currency === 'BTC')!;
    expect(btc).toEqual({
      active: true,
      currency: 'BTC',
      totalBalance: '0.52465000',
      available: '0.52340000',
      pending: '0.00125000',
      pendingDetails: {},
      enabled: true,
      btcRate: 1,
      fiatRate: expect.any(Number),
      status: 'ACTIVE',
    });
    const held = new Set(SAMPLE_BALANCES.map((b) => b.currency));
    for (const c of body.currencies) {
      expect(c.active).toBe(held.has(c.currency));
      if (!held.has(c.currency)) expect(Number(c.totalBalance)).toBe(0);
    }
    expect(body.total.currency).toBe('BTC');
    expect(body.total.pendingDetails).toEqual({});
  });

  it('sums the total in BTC with each currency rate', async () => {
    const rates: Record<string, number> = { 'ETH/BTC': 0.05, 'LTC/BTC': 0.001, 'BTC/USD': 40_000 };
    vi.spyOn(t.app.market, 'rate').mockImplementation((from, to) => rates[`${from}/${to}`]);
    const body = (await call()).json() as Accounts2;
    // BTC 0.5234 + 0.00125 pending; ETH 3.25; LTC 41.8 + 0.5 pending (SAMPLE_BALANCES).
    expect(body.total).toEqual({
      currency: 'BTC',
      available: '0.72770000',
      pending: '0.00175000',
      totalBalance: '0.72945000',
      pendingDetails: {},
    });
    expect(body.currencies.find((c) => c.currency === 'ETH')).toMatchObject({ btcRate: 0.05, fiatRate: 0 });
    expect(body.currencies.find((c) => c.currency === 'BTC')).toMatchObject({ btcRate: 1, fiatRate: 40_000 });
  });

  it('counts a currency without a known rate as zero in the total', async () => {
    vi.spyOn(t.app.market, 'rate').mockReturnValue(undefined);
    const body = (await call()).json() as Accounts2;
    expect(body.total).toMatchObject({ available: '0.52340000', pending: '0.00125000', totalBalance: '0.52465000' });
    expect(body.currencies.find((c) => c.currency === 'LTC')).toMatchObject({ btcRate: 0, fiatRate: 0 });
  });

  it('quotes fiatRate in the fiat currency asked for', async () => {
    const spy = vi.spyOn(t.app.market, 'rate').mockImplementation((from, to) => (from === 'BTC' && to === 'EUR' ? 36_800 : undefined));
    const res = await call(`${URL}?fiat=EUR`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as Accounts2).currencies.find((c) => c.currency === 'BTC')!.fiatRate).toBe(36_800);
    expect(spy).toHaveBeenCalledWith('BTC', 'EUR', NOW);
  });

  it('answers 400 for an unknown or malformed fiat currency', async () => {
    for (const fiat of ['XYZ', 'eur', 'EUROS1']) {
      const res = await call(`${URL}?fiat=${fiat}`);
      expect(res.statusCode, fiat).toBe(400);
      expectErrorBody(res.json(), ERROR_CODES.INVALID_PARAMETER.code);
    }
  });

  it('leaves out zero balances when asked to', async () => {
    const body = (await call(`${URL}?hideZero=true`)).json() as Accounts2;
    expect(body.currencies.length).toBeGreaterThan(0);
    expect(body.currencies.every((c) => Number(c.totalBalance) > 0)).toBe(true);
  });

  it('shows each organization only its own balances', async () => {
    const [org] = await t.db.query<{ id: string }>(`INSERT INTO organizations (type, name) VALUES ('PERSONAL', 'Empty') RETURNING id::text AS id`);
    const other = await createApiKey(t.db, { organizationId: org!.id });
    const otherCreds = { key: other.key, secret: other.secret, organizationId: other.organizationId };
    const res = await call(URL, signedHeaders(otherCreds, { method: 'GET', url: URL, time: now, nonce: randomUUID() }));
    expect(res.statusCode).toBe(200);
    const body = res.json() as Accounts2;
    expect(body.currencies.every((c) => !c.active && Number(c.totalBalance) === 0)).toBe(true);
    expect(body.total.totalBalance).toBe('0.00000000');
  });
});

describe('accounts2 signing', () => {
  it('accepts a path with a trailing slash when it was signed with it', async () => {
    expect((await call(`${URL}/`)).statusCode).toBe(200);
  });

  it('refuses a path sent with a trailing slash that was signed without it', async () => {
    const headers = signedHeaders(creds, { method: 'GET', url: URL, time: now, nonce: randomUUID() });
    const res = await call(`${URL}/`, headers);
    expect(res.statusCode).toBe(401);
    expectErrorBody(res.json(), ERROR_CODES.INVALID_SESSION.code);
  });

  it('answers 412 with the server time when the request time is more than 5 minutes off', async () => {
    for (const skew of [SIGNED_TIME_WINDOW_MS + 1, -SIGNED_TIME_WINDOW_MS - 1]) {
      const headers = signedHeaders(creds, { method: 'GET', url: URL, time: NOW + skew, nonce: randomUUID() });
      const res = await call(URL, headers);
      expect(res.statusCode).toBe(412);
      expectErrorBody(res.json(), ERROR_CODES.TIME_SKEW.code);
      expect(res.json()).toMatchObject({ serverTime: NOW });
    }
  });

  it('refuses a replayed nonce with code 2001', async () => {
    const headers = signedHeaders(creds, { method: 'GET', url: URL, time: now, nonce: randomUUID() });
    expect((await call(URL, headers)).statusCode).toBe(200);
    now += 1000;
    const replay = await call(URL, headers);
    expect(replay.statusCode).toBe(401);
    expectErrorBody(replay.json(), ERROR_CODES.NONCE_REUSED.code);
  });

  it('refuses a bad signature with code 2000', async () => {
    const headers = signedHeaders(creds, { method: 'GET', url: URL, time: now, nonce: randomUUID() });
    const sig = headers['x-auth']!.split(':')[1]!;
    const flipped = (sig[0] === 'a' ? 'b' : 'a') + sig.slice(1);
    const res = await call(URL, { ...headers, 'x-auth': `${creds.key}:${flipped}` });
    expect(res.statusCode).toBe(401);
    expectErrorBody(res.json(), ERROR_CODES.INVALID_SESSION.code);
  });

  it('refuses an unknown key with code 2000', async () => {
    const stranger = { ...creds, key: randomUUID() };
    const res = await call(URL, signedHeaders(stranger, { method: 'GET', url: URL, time: now, nonce: randomUUID() }));
    expect(res.statusCode).toBe(401);
    expectErrorBody(res.json(), ERROR_CODES.INVALID_SESSION.code);
  });

  it('refuses a request missing any of the signing headers with code 2000', async () => {
    for (const missing of ['x-time', 'x-nonce', 'x-auth', 'x-organization-id']) {
      const headers = signedHeaders(creds, { method: 'GET', url: URL, time: now, nonce: randomUUID() });
      delete headers[missing];
      const res = await call(URL, headers);
      expect(res.statusCode, missing).toBe(401);
      expectErrorBody(res.json(), ERROR_CODES.INVALID_SESSION.code);
    }
  });

  it('refuses an organization id that is not the key organization, even when correctly signed', async () => {
    const [org] = await t.db.query<{ id: string }>(`INSERT INTO organizations (type, name) VALUES ('BUSINESS', 'Other') RETURNING id::text AS id`);
    const wrongOrg = { ...creds, organizationId: org!.id };
    const res = await call(URL, signedHeaders(wrongOrg, { method: 'GET', url: URL, time: now, nonce: randomUUID() }));
    expect(res.statusCode).toBe(401);
    expectErrorBody(res.json(), ERROR_CODES.INVALID_SESSION.code);
  });

  it('requires the signature on HEAD requests too', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: URL });
    expect(res.statusCode).toBe(401);
  });

  it('checks the signature before the parameters, so strangers learn nothing about them', async () => {
    const res = await t.app.inject(`${URL}?fiat=XYZ`);
    expect(res.statusCode).toBe(401);
  });

  it('does not ask for a signature on public paths', async () => {
    for (const url of ['/api/v2/time', '/main/api/v2/public/currencies', '/main/api/v2/mining/external/3Mke2TgvWhVMQ5VwcbHpTaPRj9i6XJKt5v/rigs2']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).not.toBe(401);
    }
  });
});

describe('accounts2 balances cache', () => {
  it('reads an organization balances from the database once per BALANCE_CACHE.ttlMs', async () => {
    const fresh = await createApiKey(t.db);
    const own = { key: fresh.key, secret: fresh.secret, organizationId: fresh.organizationId };
    const get = async () => {
      const res = await call(URL, signedHeaders(own, { method: 'GET', url: URL, time: now, nonce: randomUUID() }));
      expect(res.statusCode).toBe(200);
      return (res.json() as Accounts2).currencies.find((c) => c.currency === 'BTC')!.available;
    };
    const spy = vi.spyOn(t.app.repos.accounting, 'balances');
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      for (let i = 0; i < 3; i++) expect(await get()).toBe('0.52340000');
      expect(spy).toHaveBeenCalledTimes(1);
      await t.db.query(`UPDATE accounts SET available = available + 1 WHERE organization_id = $1 AND currency = 'BTC'`, [own.organizationId]);
      vi.advanceTimersByTime(BALANCE_CACHE.ttlMs - 1);
      expect(await get()).toBe('0.52340000');
      vi.advanceTimersByTime(1);
      expect(await get()).toBe('1.52340000');
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
