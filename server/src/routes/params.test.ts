import { signInTestUser } from '../../test/test-user.js';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectErrorBody, type TestApp } from '../../test/test-app.js';
import { signedInject } from '../../test/signed-inject.js';
import { isFiniteFragment } from '../../../src/config/api/params.js';

type Schema = Record<string, unknown>;

let t: TestApp;
let call: ReturnType<typeof signedInject>;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  t = await buildTestApp({ onRoute: (route) => void routes.push(route) });
  ({ call } = await signInTestUser(t.app, t.db, { email: 'params@example.com' }));
});
afterAll(async () => t.close());

/** What is wrong with one parameter schema, or undefined when it is bounded. */
function unbounded(schema: Schema, where: string): string[] {
  if (isFiniteFragment(schema)) return [];
  if (Array.isArray(schema.enum)) return [];
  switch (schema.type) {
    case 'boolean':
      return [];
    case 'string':
      if (schema.format === 'uuid') return [];
      return typeof schema.maxLength === 'number' && typeof schema.pattern === 'string'
        ? []
        : [`${where}: a string needs maxLength and a pattern (textParam or patternParam)`];
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      return Object.entries(properties).flatMap(([name, child]) => unbounded(child, `${where}.${name}`));
    }
    case 'array':
      return typeof schema.maxItems === 'number' ? unbounded(schema.items as Schema, `${where}[]`) : [`${where}: an array needs maxItems`];
    default:
      return [`${where}: ${JSON.stringify(schema)} is not built from src/config/api/params.ts`];
  }
}

describe('parameter schemas', () => {
  it('give every number a finite range and every string a length and character rule, on every route', () => {
    const problems = routes.flatMap((route) => {
      const schema = (route.schema ?? {}) as Record<string, Schema | undefined>;
      return (['querystring', 'params', 'body'] as const).flatMap((part) => {
        const s = schema[part];
        return s ? unbounded(s, `${String(route.method)} ${route.url} ${part}`) : [];
      });
    });
    expect(routes.length).toBeGreaterThan(30);
    expect(problems).toEqual([]);
  });
});

const HOSTILE_NUMBERS = ['Infinity', '-Infinity', '1e309', '-1e309', 'NaN', '1e20', '-1e20', '1.5'];

/** Each route's numeric parameters, with a valid query the hostile value is put into. */
const NUMERIC: Array<{ url: string; base: Record<string, string>; params: string[]; signed?: boolean }> = [
  { url: '/main/api/v2/hashpower/orderBook', base: { algorithm: 'SCRYPT' }, params: ['page', 'size'] },
  { url: '/main/api/v2/mining/external/3Mkeqyx1pdwbqaR3qhVVtnEvqMZZ9hLUrq/rigs2', base: {}, params: ['page', 'size'] },
  { url: '/main/api/v2/mining/external/3Mkeqyx1pdwbqaR3qhVVtnEvqMZZ9hLUrq/rigs/payouts', base: {}, params: ['page', 'size'] },
  { url: '/main/api/v2/content/list2', base: { lang: 'en' }, params: ['page', 'size'] },
  { url: '/main/api/v2/content/search', base: { search: 'mining' }, params: ['page', 'size'] },
  { url: '/exchange/api/v2/info/trades', base: { market: 'BTCUSDT' }, params: ['limit'] },
  {
    url: '/exchange/api/v2/candlesticks',
    base: { market: 'BTCUSDT', from: '1699990000', to: '1700000000', resolution: '60' },
    params: ['from', 'to', 'resolution'],
  },
  {
    url: '/exchange/api/v2/info/candlesticks',
    base: { market: 'BTCUSDT', from: '1699990000', to: '1700000000' },
    params: ['from', 'to', 'resolution'],
  },
  { url: '/main/api/v2/public/algo/historyForInterval', base: { algorithm: 'SHA256', from: '1759990000', to: '1760000000' }, params: ['from', 'to'] },
  { url: '/api/v2/notifications', base: {}, params: ['page', 'size'], signed: true },
  { url: '/api/v2/activity', base: {}, params: ['page', 'size'], signed: true },
  { url: '/supportdesk/api/v1/cases', base: { status: 'OPEN' }, params: ['page', 'size'], signed: true },
];

const get = (signed: boolean | undefined, url: string) => (signed ? call('GET', url) : t.app.inject({ method: 'GET', url }));

describe.each(NUMERIC)('$url', ({ url, base, params, signed }) => {
  it('answers its valid baseline query with 200', async () => {
    const res = await get(signed, `${url}?${new URLSearchParams(base)}`);
    expect(res.statusCode).toBe(200);
  });

  for (const param of params) {
    it.each(HOSTILE_NUMBERS)(`refuses ${param}=%s with 400 and code 61`, async (value) => {
      const res = await get(signed, `${url}?${new URLSearchParams({ ...base, [param]: value })}`);
      expect(res.statusCode).toBe(400);
      expectErrorBody(res.json(), 61);
    });
  }
});

describe('numbers within range', () => {
  it('keep working in any notation Ajv coerces, such as 1e1 and +2', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/main/api/v2/content/list2?lang=en&size=1e1&page=+0' });
    expect(res.statusCode).toBe(200);
    expect(res.json().pagination).toMatchObject({ size: 10, page: 0 });
  });

  it('accept the longest miner address (35 characters)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/main/api/v2/mining/external/3${'M'.repeat(34)}/rigs2` });
    expect(res.statusCode).toBe(200);
  });

  it('reach the last page a list allows without a database error', async () => {
    for (const url of [
      '/api/v2/notifications?page=100000&size=100',
      '/api/v2/activity?page=100000&size=1000',
      '/supportdesk/api/v1/cases?page=100000&size=100',
    ]) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json().list).toEqual([]);
    }
  });
});

/** NUL (which Postgres cannot store in text), other C0 controls and DEL. */
const CONTROL = ['\u0000', 'a\u0000b', '\u0001', '\t', '\n', '\u001f', '\u007f'];

describe('text a client sends to the database', () => {
  for (const param of ['tags', 'tagsExclude', 'search']) {
    it.each(CONTROL.map((c) => [JSON.stringify(c), c]))(`is refused in content list2 ${param}=%s with 400 and code 61`, async (_, c) => {
      const res = await t.app.inject({ method: 'GET', url: `/main/api/v2/content/list2?${new URLSearchParams({ lang: 'en', [param]: `x${c}` })}` });
      expect(res.statusCode).toBe(400);
      expectErrorBody(res.json(), 61);
    });
  }

  const bodies: Array<[string, string, unknown]> = [
    ['firstName', '/api/v2/profile', { firstName: 'Ada\u0000' }],
    ['lastName', '/api/v2/profile', { lastName: '\u0001Lovelace' }],
    ['lastName (unpaired surrogate)', '/api/v2/profile', { lastName: 'Love\ud800lace' }],
    ['userSettings.language', '/api/v2/profile', { userSettings: { language: 'en\u0000' } }],
    ['meta', '/api/v2/profile/meta', { meta: '{"a":"\u0000"}' }],
    ['meta (DEL)', '/api/v2/profile/meta', { meta: '{"a":"\u007f"}' }],
  ];
  it.each(bodies)('is refused in %s with 400 and code 61', async (_, url, body) => {
    const res = await call('POST', url, body);
    expect(res.statusCode).toBe(400);
    expectErrorBody(res.json(), 61);
  });

  it('keeps letters of every script, emoji and punctuation', async () => {
    const res = await call('POST', '/api/v2/profile', { firstName: 'Zoë-Ōtani 😀', lastName: "O'Brien, Jr." });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Zoë-Ōtani 😀', lastName: "O'Brien, Jr." });
    const list = await t.app.inject({
      method: 'GET',
      url: `/main/api/v2/content/list2?${new URLSearchParams({ lang: 'en', search: 'hash power', tags: 'a,b' })}`,
    });
    expect(list.statusCode).toBe(200);
  });

  it('keeps JSON escapes of control characters in meta, which are plain text', async () => {
    const meta = JSON.stringify({ note: 'line\nbreak\u0000' });
    const res = await call('POST', '/api/v2/profile/meta', { meta });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ meta });
  });
});
