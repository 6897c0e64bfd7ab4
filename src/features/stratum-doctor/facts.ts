/**
 * What one line says about the connection, added to the paste's facts: pool
 * addresses, miner users, the algorithm, shares and their times, card
 * memory, the dataset's size, the line's date. Each extractor runs only on
 * lines that hold its key word, so 5 MB of log reads in well under a second.
 */
import { cliMiner } from './miners';
import type { Facts, LogLine, SeenEndpoint } from './types';

/** How many of each kind of value are kept (a log repeats them thousands of times). */
const KEEP = 20;

export function emptyFacts(): Facts {
  return {
    endpoints: [],
    users: [],
    algorithms: [],
    attempts: 0,
    accepted: 0,
    stale: 0,
    latencySumMs: 0,
    latencyCount: 0,
    stampedLines: 0,
    lines: 0,
    settingLines: 0,
  };
}

const SCHEME_URL = /\b((?:stratum\d?\+)?(?:tcp|ssl|tls)|stratum):\/\/([a-z0-9_.-]+)(?::(\d{1,6}))?/gi;
const OUR_HOST = /(?<![/\w.-])([a-z0-9_-]+\.[a-z0-9_-]+\.hashvale\.[a-z]+)(?::(\d{1,6}))?/gi;
/** A command line's pool option, or a config file's pool entry: the line a fix rewrites. */
const SETTING = /(?:^|\s)(?:-o|--pool|--server|--url)[ =]|^\s*["']?(?:url|pool|btc_?address|btcAddress|location)["']?\s*(?:=|["']\s*:)/i;
const TLS_SWITCH = /\s--(?:tls|ssl)(?:[ =](?:on|1|true))?(?:\s|$)/i;

function protocolOf(scheme: string | undefined): SeenEndpoint['protocol'] {
  if (!scheme) return undefined;
  return /ssl|tls/i.test(scheme) ? 'ssl' : 'tcp';
}

function addEndpoint(facts: Facts, endpoint: SeenEndpoint): void {
  if (facts.endpoints.length >= KEEP || facts.endpoints.some((e) => e.token === endpoint.token)) return;
  facts.endpoints.push(endpoint);
}

function readEndpoints(facts: Facts, line: LogLine): void {
  if (facts.endpoints.length >= KEEP) return;
  const { text } = line;
  const tls = facts.miner && cliMiner(facts.miner)?.form === 'host-port' && TLS_SWITCH.test(text) ? 'ssl' : undefined;
  if (text.includes('://')) {
    for (const m of text.matchAll(SCHEME_URL)) {
      addEndpoint(facts, { token: m[0], host: m[2]!, port: m[3] ? Number(m[3]) : undefined, protocol: protocolOf(m[1]), line });
    }
  }
  if (/hashvale\./i.test(text)) {
    for (const m of text.matchAll(OUR_HOST)) {
      addEndpoint(facts, { token: m[0], host: m[1]!, port: m[2] ? Number(m[2]) : undefined, protocol: tls, line });
    }
  }
}

const USER_CONTEXT = /\b(?:user|wallet|login|worker|authori[sz]\w*|btc_?address|btcAddress)\b|(?:^|\s)-u[ =]/i;
/** An address-like value with its worker: BTC, Ethereum, Litecoin, Dogecoin, Monero shapes, or a placeholder. */
const USER_VALUE =
  /(?:["'](?=(?:0x|bc1|ltc1|[13LMD48]|BTC_ADDRESS|YOUR))([^"'\n]{3,140})["'])|(?<![\w.])((?:0x[0-9a-fA-F]{40}|(?:bc1|BC1|ltc1|tb1)[0-9a-zA-Z]{6,90}|[13LMD][1-9A-HJ-NP-Za-km-z]{25,34}|[48][1-9A-HJ-NP-Za-km-z]{93,105}|BTC_ADDRESS|YOUR_[A-Z_]+)(?:\.[^\s"',\])]*)?)/;
const WORKER_ONLY = /^\s*["']?worker["']?\s*(?:=|["']?\s*:)\s*["']?([^"'\n,]*)/i;

function readUser(facts: Facts, line: LogLine): void {
  if (facts.users.length >= KEEP || !USER_CONTEXT.test(line.text)) return;
  const worker = WORKER_ONLY.exec(line.text);
  if (worker) {
    facts.users.push({ worker: worker[1]!.trim(), line });
    return;
  }
  const m = USER_VALUE.exec(line.text);
  if (!m) return;
  const value = (m[1] ?? m[2])!.trim();
  const dot = value.indexOf('.');
  const onlyAddress = /btc_?address|btcAddress/i.test(line.text);
  if (dot < 0 || onlyAddress) facts.users.push({ address: value, line });
  else facts.users.push({ address: value.slice(0, dot), worker: value.slice(dot + 1), line });
}

const ALGORITHM = /(?:^|\s)(?:-a|--algo|--algorithm)[ =]"?([A-Za-z0-9_/.-]+)|\balgo(?:rithm)?["']?\s*[:=]?\s*["']?([A-Za-z][A-Za-z0-9_/-]*)|\b(BM1[34]\d\d)\b/i;

function readAlgorithm(facts: Facts, line: LogLine): void {
  if (facts.algorithms.length >= KEEP) return;
  const m = ALGORITHM.exec(line.text);
  const name = m && (m[1] ?? m[2] ?? m[3]);
  if (name) facts.algorithms.push({ name, line });
}

/** Words of a line that shows a connection tried or a pool answering. */
const ATTEMPT = [
  'connect',
  'resolv',
  'use pool',
  'starting on',
  'login',
  'log in',
  'logged in',
  'authori',
  'subscrib',
  'new job',
  'job received',
  'share',
  'accepted',
  'rejected',
  'alive',
];
const STALE = /stale[ -]?share|(?:\bshare\b|result|rejected).{0,60}\bstale\b|job not found|unknown job|job id not found|\bstale (?:job|result)/i;
const LATENCY = /\(?(\d{1,5}) ?ms\b/;
const MEMORY = /(\d{3,6}) ?(?:mb|mib|mbyte)\b|(\d{1,3}(?:\.\d+)?) ?(?:gb|gib)\b/;
const CARD = /gpu|device|card|#\d|nvidia|amd|radeon|geforce/;
const DATE = /^\[?(\d{4})[-./]?(\d{2})[-./]?(\d{2})(?:[ T_]|$)/;
const STAMP = /^\[?(?:\d{4}[-./]?\d{2}[-./]?\d{2}[ T_]|\d{1,2}:\d{2}:\d{2}|[A-Z][a-z]{2} \d{1,2} \d{2}:)/;

function megabytes(m: RegExpExecArray): number {
  return m[1] ? Number(m[1]) : Math.round(Number(m[2]) * 1024);
}

/** The words that let each extractor run on a line (the scanner's word gate finds them all in one pass). */
export const FACT_WORDS = [
  ['setting', ['-o', '--pool', '--server', '--url', 'url', 'pool', 'address', 'location']],
  ['attempt', ATTEMPT],
  ['endpoint', ['://', 'hashvale.']],
  ['user', ['user', 'wallet', 'login', 'worker', 'authori', 'address', '-u']],
  ['algorithm', ['algo', 'bm1', '-a']],
  ['accepted', ['accepted', '[ ok ]']],
  ['rejected', ['rejected']],
  ['stale', ['stale', 'job']],
  ['latency', ['share', 'result', 'accepted', 'rejected', '[ ok ]']],
  ['memory', ['mb', 'gb', 'mib', 'gib']],
] as const satisfies ReadonlyArray<readonly [string, readonly string[]]>;

export type FactWord = (typeof FACT_WORDS)[number][0];

/** Adds what one line says to the facts; `hits` are the FACT_WORDS groups the line holds, `lower` its text in lower case. */
export function readLine(facts: Facts, line: LogLine, lower: string, hits: ReadonlySet<string>): void {
  const { text } = line;
  facts.lines++;
  if (hits.has('setting') && SETTING.test(text)) {
    facts.settingLines++;
    if (!facts.setting && /:\/\/|hashvale\.|:\d{2,5}\b|btc_?address|btcaddress|location/.test(lower)) facts.setting = line;
  } else if (hits.has('attempt')) {
    facts.attempts++;
  }
  if (hits.has('endpoint')) readEndpoints(facts, line);
  if (hits.has('user')) readUser(facts, line);
  if (hits.has('algorithm')) readAlgorithm(facts, line);
  if (hits.has('accepted') && !hits.has('rejected')) facts.accepted++;
  if (hits.has('stale') && STALE.test(text)) facts.stale++;
  if (hits.has('latency')) {
    const latency = LATENCY.exec(text);
    if (latency) {
      facts.latencySumMs += Number(latency[1]);
      facts.latencyCount++;
    }
  }
  if (hits.has('memory')) readMemory(facts, lower);
  if (STAMP.test(text)) {
    facts.stampedLines++;
    const date = DATE.exec(text);
    if (date) facts.lastDate = { year: Number(date[1]), month: Number(date[2]), day: Number(date[3]), line };
  }
}

/** A DAG's or dataset's size, or a card's memory. */
function readMemory(facts: Facts, lower: string): void {
  const size = MEMORY.exec(lower);
  if (!size) return;
  if (lower.includes('dag') || lower.includes('dataset') || lower.includes('epoch')) facts.datasetMb = Math.max(facts.datasetMb ?? 0, megabytes(size));
  else if (CARD.test(lower) && megabytes(size) >= 1024) facts.cardMemoryMb = Math.max(facts.cardMemoryMb ?? 0, megabytes(size));
}
