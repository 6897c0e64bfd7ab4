/**
 * How the fuzz builds a request for one contract entry: a valid baseline
 * (so hostile values reach the handler instead of failing on a missing
 * parameter), then one thing made hostile at a time — a query parameter, a
 * path parameter, a header, or the body.
 */
import fc from 'fast-check';
import { pathMatcher, type API_ENDPOINTS } from '../../../src/config/api-contract.js';
import { FUZZED_HEADERS, RAW_BODIES, hostileHeaderValue, hostileJson, hostileNumber, hostileString, hostileValue } from './hostile-values.js';

export type Endpoint = (typeof API_ENDPOINTS)[number];

export interface FuzzRequest {
  method: 'GET' | 'POST' | 'DELETE';
  /** Path and query exactly as sent. */
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** Sign the request with valid credentials, so it passes the signature check. */
  sign: boolean;
  /** What was made hostile, for the report. */
  what: string;
}

/** Valid parameters per entry, where the route requires some. */
const BASELINE_QUERY: Partial<Record<Endpoint['name'], Record<string, string>>> = {
  orderBook: { algorithm: 'SCRYPT', page: '0', size: '10' },
  algoHistoryForInterval: { algorithm: 'SHA256', from: '1759990000', to: '1760000000' },
  candlesticks: { market: 'BTCUSDT', from: '1699990000', to: '1700000000', resolution: '60' },
  candlesticksInfo: { market: 'BTCUSDT', from: '1699990000', to: '1700000000', resolution: '60' },
  trades: { market: 'BTCUSDT', limit: '10' },
  contentList: { lang: 'en', category: 'general-help', size: '5', page: '0' },
  contentSearch: { lang: 'en', search: 'mining', size: '5' },
  contentArticle: { category: 'general-help', url: 'what-is-hashvale', lang: 'en' },
  notifications: { page: '0', size: '10' },
  activity: { page: '0', size: '10' },
  minerRigs: { page: '0', size: '10' },
  supportCases: { status: 'OPEN', page: '0', size: '10' },
};

/** Parameters many routes read; tried everywhere, with the route's own. */
const COMMON_PARAMS = [
  'page',
  'size',
  'limit',
  'from',
  'to',
  'resolution',
  'market',
  'algorithm',
  'lang',
  'category',
  'sub',
  'url',
  'search',
  'tags',
  'tagsExclude',
  'orderCol',
  'orderDirection',
  'personalOnly',
  'organizationWide',
  'organizationId',
  'x',
];

const PATH_SAMPLES: Record<string, string> = {
  id: 'USD',
  btcAddress: '3Mkeqyx1pdwbqaR3qhVVtnEvqMZZ9hLUrq',
  loginToken: '0'.repeat(64),
  caseId: '00000000-0000-4000-8000-000000000000',
  attachmentId: '00000000-0000-4000-8000-000000000001',
};

const SAMPLE_BODY: Partial<Record<Endpoint['name'], unknown>> = {
  updateProfile: { firstName: 'Ada', userSettings: { language: 'en', currency: 'USD' } },
  updateProfileMeta: { meta: '{"theme":"dark"}' },
  notificationsRead: { ids: ['00000000-0000-4000-8000-000000000000'] },
  createSupportCase: { category: 'general-help', subCategory: 'account', subject: 'Help', description: 'Line one\nline two', attachments: [] },
  replySupportCase: { text: 'Thanks', attachments: [] },
};

/**
 * Percent-encodes like encodeURIComponent, but sends an unpaired surrogate as
 * the bytes a careless encoder would (WTF-8, e.g. %ED%A0%80) instead of
 * throwing, so the server sees it.
 */
function encodeSegment(value: string): string {
  return value.replace(/[\ud800-\udbff][\udc00-\udfff]|[\s\S]/g, (c) => {
    const code = c.charCodeAt(0);
    if (c.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    }
    return encodeURIComponent(c);
  });
}

function fillPath(endpoint: Endpoint, override?: { name: string; value: string }): string {
  const filled = endpoint.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_m, name: string) =>
    encodeSegment(override?.name === name ? override.value : (PATH_SAMPLES[name] ?? 'x')),
  );
  return `/${filled}`;
}

function queryString(query: Record<string, string | string[]>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, v);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function base(endpoint: Endpoint, what: string): FuzzRequest {
  const body = SAMPLE_BODY[endpoint.name];
  return {
    method: endpoint.method,
    url: fillPath(endpoint) + queryString(BASELINE_QUERY[endpoint.name] ?? {}),
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    payload: body === undefined ? undefined : JSON.stringify(body),
    sign: endpoint.signed,
    what,
  };
}

/** An arbitrary of hostile requests for one entry. */
export function hostileRequest(endpoint: Endpoint): fc.Arbitrary<FuzzRequest> {
  const params = [...new Set([...Object.keys(BASELINE_QUERY[endpoint.name] ?? {}), ...COMMON_PARAMS])];
  const pathParams = [...endpoint.path.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1]!);
  const baseline = BASELINE_QUERY[endpoint.name] ?? {};

  const inQuery = fc
    .record({ name: fc.constantFrom(...params), value: hostileValue, repeat: fc.boolean(), sign: fc.boolean() })
    .map(({ name, value, repeat, sign }) => {
      const query = { ...baseline, [name]: repeat ? [value, value] : value };
      return {
        ...base(endpoint, `query ${name}=${JSON.stringify(value).slice(0, 40)}${repeat ? ' (twice)' : ''}`),
        url: fillPath(endpoint) + queryString(query),
        sign: endpoint.signed && sign,
      };
    });

  const manyNumbers = fc.record({ values: fc.array(hostileNumber, { minLength: params.length, maxLength: params.length }) }).map(({ values }) => {
    const query = Object.fromEntries(params.map((p, i) => [p, values[i]!]));
    return { ...base(endpoint, `every parameter a hostile number`), url: fillPath(endpoint) + queryString(query) };
  });

  const inPath = pathParams.length
    ? fc.record({ name: fc.constantFrom(...pathParams), value: hostileString }).map(({ name, value }) => ({
        ...base(endpoint, `path ${name}=${JSON.stringify(value).slice(0, 40)}`),
        url: fillPath(endpoint, { name, value }) + queryString(baseline),
      }))
    : inQuery;

  const inHeader = fc.record({ name: fc.constantFrom(...FUZZED_HEADERS), value: hostileHeaderValue, sign: fc.boolean() }).map(({ name, value, sign }) => {
    const request = base(endpoint, `header ${name}: ${JSON.stringify(value).slice(0, 40)}`);
    return { ...request, headers: { ...request.headers, [name]: value }, sign: sign && endpoint.signed && !name.startsWith('x-') };
  });

  const inBody = fc.oneof(
    hostileJson.map((json) => ({
      ...base(endpoint, `JSON body ${JSON.stringify(json)?.slice(0, 40)}`),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(json) ?? 'null',
    })),
    fc.constantFrom(...RAW_BODIES).map((raw) => ({
      ...base(endpoint, `raw body ${JSON.stringify(raw).slice(0, 40)}`),
      headers: { 'content-type': 'application/json' },
      payload: raw,
    })),
    fc
      .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1')
      .map((type) => ({ ...base(endpoint, `content-type ${type}`), headers: { 'content-type': type }, payload: 'a=1' })),
  );

  const kinds: Array<fc.Arbitrary<FuzzRequest>> = [inQuery, inQuery, manyNumbers, inPath, inHeader];
  if (endpoint.method !== 'GET') kinds.push(inBody, inBody);
  else kinds.push(inBody.map((r) => ({ ...r, method: endpoint.method })));
  return fc.oneof(...kinds);
}

/** True when a request path belongs to the entry (a sanity check of the builder). */
export function requestMatches(endpoint: Endpoint, request: FuzzRequest): boolean {
  return pathMatcher(endpoint).test(request.url.split('?')[0]!) || request.what.startsWith('path ');
}
