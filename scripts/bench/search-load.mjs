// The content searches of bench:api: varied words and page sizes, so most
// queries miss the response cache, and what the bare server needs to answer
// each with the bytes our server did.
import http from 'node:http';

/** Words the varied searches pick from; with a random page size most queries miss the response cache. */
export const SEARCH_WORDS = [
  'mining',
  'stratum',
  'payout',
  'wallet',
  'rig',
  'order',
  'pool',
  'hash',
  'fee',
  'speed',
  'price',
  'algorithm',
  'withdraw',
  'deposit',
  'gpu',
  'asic',
  'driver',
  'market',
  'team',
  'package',
  'block',
  'reward',
  'account',
  'verify',
];
/** autocannon options that send a new search on every request (a random word and page size). */
export function variedSearches(requestPath) {
  return [
    {
      method: 'GET',
      setupRequest(request) {
        return { ...request, path: randomSearchPath(requestPath) };
      },
    },
  ];
}

const SEARCH_SIZES = 100;

function searchPath(requestPath, word, size) {
  return `${requestPath.split('?')[0]}?lang=en&search=${word}&size=${size}`;
}

export function randomSearchPath(requestPath) {
  const word = SEARCH_WORDS[Math.floor(Math.random() * SEARCH_WORDS.length)];
  return searchPath(requestPath, word, 1 + Math.floor(Math.random() * SEARCH_SIZES));
}

/** Every path the varied searches can ask, so the bare server answers each with the bytes ours did. */
function allSearchPaths(requestPath) {
  return SEARCH_WORDS.flatMap((word) => Array.from({ length: SEARCH_SIZES }, (_, i) => searchPath(requestPath, word, i + 1)));
}

/** The varied case's answers, path -> body (base64), asked one by one of our server. */
export async function captureVariants(base, requestPath) {
  const variants = {};
  for (const variantPath of allSearchPaths(requestPath)) {
    const res = await fetch(base + variantPath, { headers: { 'accept-encoding': 'identity' } });
    variants[variantPath] = Buffer.from(await res.arrayBuffer()).toString('base64');
  }
  return variants;
}

/**
 * A GET as a browser sends it (brotli or gzip accepted) whose body is read and
 * dropped, not decoded: the searchers share this process with autocannon, and
 * decoding their answers here would slow the load on the cached endpoint, not
 * the server.
 */
const searchAgent = new http.Agent({ keepAlive: true });
export function rawGet(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: searchAgent, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        res.on('data', () => {});
        res.on('end', resolve);
        res.on('error', reject);
      })
      .on('error', reject);
  });
}
