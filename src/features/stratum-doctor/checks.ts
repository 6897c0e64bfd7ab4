/**
 * The rules' checks that read the facts (rules.ts names them): whether a
 * finding holds, and its corrected line.
 */
import { STRATUM_DOCTOR_LIMITS, STRATUM_PORT, STRATUM_SSL_PORT } from '../../config/limits';
import { algorithmOfMinerName, parseStratumHost, stratumHost, WORKER_NAME } from '../../config/stratum';
import { addressKind } from './addresses';
import { correctedLine, endpointOf, mainEndpoint, mendHost, settingFor } from './corrections';
import { cardsThatFit, DATASET_MB, gbNeeded } from './memory';
import { locationLabel, nearerLocation } from './location';
import { cliMiner } from './miners';
import type { Detail, Facts, RuleContext, SeenEndpoint } from './types';
import { DAY_MS } from '../../config/time';

const HOST_IN_LINE = /(?:stratum\d?\+\w+:\/\/)?\b([a-z0-9_-]+(?:\.[a-z0-9_-]+){2,})(?::\d+)?/i;

/** A mistyped host name mended, in the line that configures it. */
export function checkDns({ occurrence, facts }: RuleContext): Detail {
  const named = occurrence && HOST_IN_LINE.exec(occurrence.lines[0]!.text)?.[1];
  const seen = facts.endpoints.find((e) => e.host === named) ?? mainEndpoint(facts);
  const host = named ?? seen?.host;
  const mended = host && mendHost(host);
  if (!mended) return {};
  if (seen && seen.host === host) return { corrected: correctedLine(facts, seen, { ...endpointOf(seen), host: mended }) };
  return { corrected: settingFor(facts.miner, { host: mended, port: STRATUM_PORT, protocol: 'tcp' }) };
}

/** A blocked port 9200: our TLS port 443 instead (stock Antminer firmware has no TLS). */
export function checkPortBlocked({ facts }: RuleContext): Detail {
  const seen = mainEndpoint(facts);
  if (!seen || facts.miner === 'cgminer' || !parseStratumHost(seen.host)) return {};
  const endpoint = endpointOf(seen);
  if (endpoint.protocol === 'ssl') return {};
  return { corrected: correctedLine(facts, seen, { host: endpoint.host, port: STRATUM_SSL_PORT, protocol: 'ssl' }) };
}

/** A certificate refused: without TLS on 9200 while the clock or the miner is put right. */
export function checkTls({ facts }: RuleContext): Detail {
  const seen = mainEndpoint(facts);
  if (!seen || !parseStratumHost(seen.host)) return {};
  return { corrected: correctedLine(facts, seen, { host: seen.host, port: STRATUM_PORT, protocol: 'tcp' }) };
}

/** `stratum+tcp://` in a miner's host:port option: the same address without it. */
export function checkPrefix({ facts }: RuleContext): Detail | null {
  if (cliMiner(facts.miner)?.form !== 'host-port') return null;
  const seen = facts.endpoints.find((e) => /^stratum/i.test(e.token));
  if (!seen) return {};
  return { corrected: correctedLine(facts, seen, endpointOf(seen)), lines: [seen.line] };
}

function portIsWrong(seen: SeenEndpoint): boolean {
  if (seen.port === undefined || !parseStratumHost(seen.host)) return false;
  if (seen.port === STRATUM_PORT) return seen.protocol === 'ssl';
  if (seen.port === STRATUM_SSL_PORT) return seen.protocol === 'tcp' && /^stratum\+tcp|^tcp/i.test(seen.token);
  return true;
}

/** Our host on another port than 9200 (TCP) or 443 (TLS). */
export function checkPort({ facts }: RuleContext): Detail | null {
  const seen = facts.endpoints.find(portIsWrong);
  if (!seen) return null;
  const protocol = seen.protocol ?? 'tcp';
  const port = protocol === 'ssl' ? STRATUM_SSL_PORT : STRATUM_PORT;
  return { corrected: correctedLine(facts, seen, { host: seen.host, port, protocol }), values: { port: String(seen.port) }, lines: [seen.line] };
}

/** The first user whose address is of this kind. */
function userWith(facts: Facts, kinds: readonly string[]) {
  for (const user of facts.users) {
    if (!user.address) continue;
    const kind = addressKind(user.address);
    if (kinds.includes(kind.kind)) return { user, coin: kind.coin };
  }
  return undefined;
}

export function checkAddress({ facts }: RuleContext): Detail | null {
  const found = userWith(facts, ['btc-typo', 'placeholder']);
  return found ? { lines: [found.user.line], values: { address: found.user.address! } } : null;
}

export function checkCoin({ facts }: RuleContext): Detail | null {
  const found = userWith(facts, ['other-coin']);
  return found ? { lines: [found.user.line], values: { coin: found.coin! } } : null;
}

/** A worker name the pool refuses: letters, digits, - and _ only, at most 32; the line with a name that passes. */
export function checkWorker({ occurrence, facts }: RuleContext): Detail | null {
  const user = facts.users.find((u) => u.worker !== undefined && !WORKER_NAME.test(u.worker));
  if (!user) return occurrence ? {} : null;
  const fixed =
    user
      .worker!.replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 32) || 'worker1';
  const text = user.line.text;
  const at = user.address ? text.indexOf(`${user.address}.${user.worker}`) : -1;
  const corrected = at >= 0 ? text.replace(`${user.address}.${user.worker}`, `${user.address}.${fixed}`) : text.replace(user.worker!, fixed);
  return { corrected: corrected.trim(), lines: [user.line] };
}

/** ASIC chips by the algorithm they hash. */
function algorithmOfChip(name: string): string | undefined {
  if (/^BM13/i.test(name)) return 'SHA256';
  if (/^BM148/i.test(name)) return 'SCRYPT';
  return undefined;
}

const SHA256_FAMILY = new Set(['SHA256', 'SHA256ASICBOOST']);

function sameAlgorithm(a: string, b: string): boolean {
  return a === b || (SHA256_FAMILY.has(a) && SHA256_FAMILY.has(b));
}

/** The host's algorithm against the one the miner runs (Braiins OS: SHA256 always). */
export function checkAlgorithm({ facts }: RuleContext): Detail | null {
  const seen = facts.endpoints.find((e) => parseStratumHost(e.host));
  const host = seen && parseStratumHost(seen.host);
  if (!seen || !host) return null;
  const hostAlgorithm = host.algorithm.toUpperCase();
  const mined = facts.algorithms.map((a) => ({ ...a, algorithm: algorithmOfChip(a.name) ?? algorithmOfMinerName(a.name) })).filter((a) => a.algorithm);
  if (facts.miner === 'braiins' && mined.length === 0) mined.push({ name: 'sha256', line: seen.line, algorithm: 'SHA256' });
  if (mined.length === 0 || mined.some((a) => sameAlgorithm(a.algorithm!, hostAlgorithm))) return null;
  const miner = mined[0]!;
  const to = { ...endpointOf(seen), host: stratumHost(miner.algorithm!, host.location) };
  return {
    corrected: correctedLine(facts, seen, to),
    values: { hostAlgorithm: host.algorithm, minerAlgorithm: miner.name },
    lines: miner.line.number === seen.line.number ? [seen.line] : [seen.line, miner.line].sort((x, y) => x.number - y.number),
  };
}

export function checkStale({ facts, env }: RuleContext): Detail | null {
  const { staleMinCount, staleMinRatio } = STRATUM_DOCTOR_LIMITS;
  if (facts.stale < staleMinCount || (facts.accepted > 0 && facts.stale / (facts.accepted + facts.stale) < staleMinRatio)) return null;
  const { nearer, current } = nearerLocation(facts, env);
  const seen = mainEndpoint(facts);
  const host = seen && parseStratumHost(seen.host);
  const corrected =
    seen && host && current && nearer !== current ? correctedLine(facts, seen, { ...endpointOf(seen), host: stratumHost(host.algorithm, nearer) }) : undefined;
  return { corrected, values: { location: locationLabel(nearer) } };
}

/** Bitcoin's first block: a log dated before it comes from a clock that was never set. */
const FIRST_YEAR = 2009;

export function checkClock({ occurrence, facts, env }: RuleContext): Detail | null {
  if (occurrence) return {};
  const date = facts.lastDate;
  if (!date) return null;
  const time = Date.UTC(date.year, date.month - 1, date.day);
  if (date.year >= FIRST_YEAR && time <= env.now + 2 * DAY_MS) return null;
  return { lines: [date.line] };
}

export function checkMemory({ facts }: RuleContext): Detail {
  const seen = mainEndpoint(facts);
  const named = facts.algorithms.map((a) => algorithmOfMinerName(a.name)).find(Boolean) ?? (seen && parseStratumHost(seen.host)?.algorithm.toUpperCase());
  if (named === 'RANDOMXMONERO' || facts.miner === 'xmrig') return {};
  const dataset = facts.datasetMb ?? (named ? DATASET_MB[named] : undefined);
  if (dataset === undefined) return {};
  // The log says it did not fit: the card needs more than it has, whatever the estimate.
  const card = facts.cardMemoryMb !== undefined ? Math.floor(facts.cardMemoryMb / 1024) + 1 : 0;
  const minGb = Math.max(gbNeeded(dataset), card);
  return { cards: { minGb, names: cardsThatFit(minGb) } };
}

/** Nothing that looks like a connection, in a paste that is a log (not only a command line or a config file). */
export function checkNoConnection({ facts }: RuleContext): Detail | null {
  if (facts.attempts > 0) return null;
  if (facts.stampedLines === 0 && facts.settingLines > 0) return null;
  return {};
}
