/**
 * The page routes under hostile requests, as the API fuzz does for the API:
 * every route pattern of src/config/paths.ts with its parameters (and the
 * segments around them) replaced by what broke page servers (double and
 * encoded slashes, NUL, overlong segments, invalid UTF-8 and percent-encoding,
 * huge numbers), with hostile queries and language headers. A page answer is
 * the app (200, or 404 with its not-found page) or the API's error body; never
 * a 5xx, never nothing. A path starting with `//` goes Home (spec section 2):
 * it must answer 200.
 */
import fc from 'fast-check';
import { ERROR_CODES } from '../../../src/config/error-codes.js';
import { ROUTES, type Route } from '../../../src/config/paths.js';
import { HOSTILE_HEADER_VALUES, HOSTILE_NUMBERS } from './hostile-values.js';

/** A page request: a path and query as sent on the wire (ASCII, or latin-1 bytes), and headers. */
export interface PageRequest {
  url: string;
  headers: Record<string, string>;
  /** The route pattern it was drawn from, for the tally. */
  pattern: string;
}

export interface PageAnswer {
  statusCode: number;
  contentType: string;
  body: string;
}

/** Path segments as sent on the wire: each is one segment of the URL, percent-encoded or raw. */
export const HOSTILE_SEGMENTS: readonly string[] = [
  '',
  '/',
  '//',
  '%2F',
  '%2F%2F',
  '%2f..%2f',
  '..',
  '.',
  '%2E%2E',
  '%00',
  'a%00b',
  '%',
  '%%',
  '%G1',
  '%E0%A4',
  '%C3%28',
  '%FF%FE',
  '%ED%A0%80',
  '%F4%90%80%80',
  '\u00ff\u00fe',
  '\u00e9',
  '%5C',
  '%5C%5Cevil.example',
  '%3Fq%3D1',
  '%23x',
  'x'.repeat(201),
  'x'.repeat(4000),
  '%41'.repeat(300),
  ';a=b',
  '~',
  '*',
  ':id',
  '__proto__',
  'constructor',
  'general-help',
  'sha256',
  'senior-backend-engineer',
  '%3Cscript%3E',
  '%0d%0aSet-Cookie:%20a=1',
  ...HOSTILE_NUMBERS.filter((n) => /^[\w.+-]+$/.test(n)),
];

const QUERY_VALUES: readonly string[] = [
  'de',
  'xx',
  '',
  '%00',
  '%',
  '%E0%A4',
  '\u00ff',
  'x'.repeat(3000),
  '1e309',
  '9223372036854775808',
  '%2F%2F',
  'en&lang=de',
];
const QUERY_KEYS: readonly string[] = ['lang', 'q', 'utm_source', 'coupon', 'organizationId', 'transactionId', '%00', '__proto__', 'lang[]'];

const segment = fc.constantFrom(...HOSTILE_SEGMENTS);

/** The pattern's path with each parameter, and sometimes a literal segment, hostile. */
function pathOf(route: Route): fc.Arbitrary<string> {
  const parts = route.pattern.split('/').filter(Boolean);
  return fc
    .tuple(
      fc.array(fc.tuple(fc.boolean(), segment), { minLength: parts.length, maxLength: parts.length }),
      fc.constantFrom('', '', '/', '//', '/%2F'),
      fc.constantFrom('/', '/', '//', '///', '/%2F'),
      fc.option(segment, { nil: undefined }),
    )
    .map(([choices, tail, lead, extra]) => {
      const out = parts.map((part, i) => {
        const [replace, hostile] = choices[i]!;
        if (part.startsWith(':') || part === '*') return replace && part.endsWith('?') ? '' : hostile;
        return replace && i > 0 ? hostile : part;
      });
      if (extra !== undefined) out.push(extra);
      return `${lead}${out.join('/')}${tail}`;
    });
}

const query: fc.Arbitrary<string> = fc.oneof(
  fc.constant(''),
  fc
    .array(fc.tuple(fc.constantFrom(...QUERY_KEYS), fc.constantFrom(...QUERY_VALUES)), { minLength: 1, maxLength: 3 })
    .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`),
  fc.constantFrom('?', '??', '?&&', '?=', '?lang', '#frag'),
);

const headers: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'accept-language': fc.constantFrom('de-CH,de;q=0.9', '*', ';q=x', 'x'.repeat(2000), ...HOSTILE_HEADER_VALUES),
    cookie: fc.constantFrom('locale=ja', 'locale=%00', 'locale=\u00ff', 'a=1; locale=xx; b', 'cookie_consent=1', ...HOSTILE_HEADER_VALUES),
    'accept-encoding': fc.constantFrom('br', 'gzip', 'identity;q=0', '*'),
    'if-none-match': fc.constantFrom('*', 'W/"x"', '"'),
  },
  { requiredKeys: [] },
);

export function hostilePageRequest(route: Route): fc.Arbitrary<PageRequest> {
  return fc.tuple(pathOf(route), query, headers).map(([path, q, h]) => ({ url: `${path}${q}`, headers: h, pattern: route.pattern }));
}

const MALFORMED = ERROR_CODES.MALFORMED_REQUEST;

export interface PageTally {
  pattern: string;
  requests: number;
  /** The first few answers that broke a promise, to reproduce them. */
  failures: string[];
}

function hasErrorBody(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { error_id?: unknown; errors?: Array<{ code?: unknown; message?: unknown }> };
    return typeof parsed.error_id === 'string' && typeof parsed.errors?.[0]?.code === 'number';
  } catch {
    return false;
  }
}

/** What is wrong with an answer, or undefined. */
export function pageProblem(request: PageRequest, answer: PageAnswer | 'hang'): string | undefined {
  if (answer === 'hang') return 'no answer';
  if (answer.statusCode >= 500) return `${answer.statusCode} ${answer.body.slice(0, 120)}`;
  const path = request.url.split(/[?#]/, 1)[0]!;
  const isPage = answer.contentType.startsWith('text/html');
  if (answer.statusCode >= 400 && !isPage && !hasErrorBody(answer.body)) return `${answer.statusCode} without the error body: ${answer.body.slice(0, 120)}`;
  // Home, or not modified; a URL that is not one (invalid percent-encoding) is refused as malformed first.
  const wentHome = answer.statusCode === 200 || answer.statusCode === 304 || answer.statusCode === MALFORMED.status;
  if (path.startsWith('//') && !wentHome) return `${answer.statusCode} for a path that goes Home`;
  return undefined;
}

export type PageSender = (request: PageRequest) => Promise<PageAnswer | 'hang'>;

/** Sends `runs` hostile requests drawn from each route pattern; one tally per pattern. */
export async function fuzzPages(send: PageSender, runs: number, seed: number, routes: readonly Route[] = ROUTES): Promise<PageTally[]> {
  const tallies: PageTally[] = [];
  for (const route of routes) {
    const tally: PageTally = { pattern: route.pattern, requests: 0, failures: [] };
    tallies.push(tally);
    for (const request of fc.sample(hostilePageRequest(route), { numRuns: runs, seed })) {
      tally.requests++;
      let answer: PageAnswer | 'hang';
      try {
        answer = await send(request);
      } catch (error) {
        // The client refusing to send it (a character it will not put in a request line) is not the server's answer.
        if (error instanceof TypeError || (error as { code?: string }).code?.startsWith('ERR_')) continue;
        throw error;
      }
      const problem = pageProblem(request, answer);
      if (problem && tally.failures.length < 5) tally.failures.push(`${problem}: GET ${request.url.slice(0, 200)}`);
      if (answer === 'hang') break;
    }
  }
  return tallies;
}

export function formatPageTallies(tallies: readonly PageTally[]): string {
  const requests = tallies.reduce((sum, t) => sum + t.requests, 0);
  const failing = tallies.filter((t) => t.failures.length > 0);
  return `${tallies.length} route patterns, ${requests} requests, ${failing.length} patterns with failures${failing.map((t) => `\n  ${t.pattern}: ${t.failures.join(' | ')}`).join('')}`;
}
