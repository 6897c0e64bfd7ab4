/**
 * What a hostile client sends: the values the API fuzz draws from. Each list
 * holds the cases that broke real servers (non-finite numbers that slip past
 * range checks, integers past 2^63, NUL bytes Postgres cannot store, strings
 * far past any column) beside ordinary ones, so a run mixes both.
 */
import fc from 'fast-check';

/** Numbers as a query string carries them. */
export const HOSTILE_NUMBERS: readonly string[] = [
  '0',
  '1',
  '-1',
  '2',
  '100',
  '1000',
  '1e309',
  '-1e309',
  'Infinity',
  '-Infinity',
  'NaN',
  '1e20',
  '-1e20',
  '9007199254740993',
  '9223372036854775808',
  '1.5',
  '0.0000001',
  '-0',
  '0x10',
  '1_000',
  ' 1',
  '1 ',
  '',
  '+1',
  '1e2',
  '00001',
  '4294967296',
  '34560000',
  '1700000000000',
  '17000000000000000',
];

/** Strings as a query, path segment or JSON field carries them. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  'a',
  'BTCUSDT',
  'SCRYPT',
  'sha256',
  'general-help',
  'en',
  'zz',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001f',
  '\u007f',
  '\ud800',
  '\uffff',
  '😀',
  'é',
  '../../etc/passwd',
  '%00',
  '%',
  '%%',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'toString',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  'x'.repeat(300),
  'x'.repeat(5000),
  '\n',
  '\r\n',
  '\t',
  'a b',
  'a+b',
  'a&b=c',
  '#',
  '?',
  '/',
  '\\',
];

/** Header values (only what HTTP allows in a header: no CR, LF or NUL). */
export const HOSTILE_HEADER_VALUES: readonly string[] = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'Infinity',
  'NaN',
  '99999999999999999999',
  'x'.repeat(8000),
  'abc:def',
  ':',
  '::::',
  'key:' + 'f'.repeat(64),
  'ü',
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
  '*',
  'gzip, br, deflate, zstd',
  '"etag"',
  'W/"x"',
  '1700000000000',
  String(Number.MAX_SAFE_INTEGER),
];

/** Request headers worth abusing on any endpoint. */
export const FUZZED_HEADERS: readonly string[] = [
  'x-time',
  'x-nonce',
  'x-auth',
  'x-organization-id',
  'x-request-id',
  'x-user-lang',
  'x-user-agent',
  'accept-encoding',
  'if-none-match',
  'content-type',
  'accept',
  'x-forwarded-for',
  'accept-language',
];

/** JSON bodies: random values, plus the shapes that trip hand-written handlers. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom<unknown>(
    null,
    0,
    '',
    [],
    {},
    { ids: null },
    { ids: ['\u0000'] },
    { ids: Array.from({ length: 600 }, () => 'x') },
    { firstName: 'a\u0000b', lastName: '\u0000' },
    { firstName: 'x'.repeat(10_000) },
    { userSettings: { language: '\u0000' } },
    { userSettings: 'x' },
    { meta: '{"a":' },
    { meta: 'x'.repeat(100_000) },
    { __proto__: { admin: true } },
    { constructor: { prototype: { x: 1 } } },
    JSON.parse('{"a":'.repeat(200) + '1' + '}'.repeat(200)) as unknown,
  ),
);

/** Raw bodies that are not the JSON they claim to be. */
export const RAW_BODIES: readonly string[] = [
  '{',
  '}',
  '{"a":1,}',
  'null',
  '"\u0000"',
  '\u0000\u0001',
  'x'.repeat(2048),
  '['.repeat(5000),
  '{"a":"\\ud800"}',
  '1e309',
];

export const hostileNumber = fc.constantFrom(...HOSTILE_NUMBERS);
export const hostileString = fc.constantFrom(...HOSTILE_STRINGS);
export const hostileValue = fc.oneof(hostileNumber, hostileString);
export const hostileHeaderValue = fc.constantFrom(...HOSTILE_HEADER_VALUES);
