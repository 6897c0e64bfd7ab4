/**
 * The corrected lines of the findings: a pool address mended (host name,
 * location, port, TLS) and written back into the line the paste configured it
 * in, or, when the paste has no such line, as the miner's own setting
 * (its pool option, its settings file's entry, an ASIC's URL field).
 */
import { STRATUM_LOCATIONS, STRATUM_SSL_PORT } from '../../config/limits';
import { parseStratumHost, STRATUM_HOST_DOMAIN, stratumPort, type StratumProtocol } from '../../config/stratum';
import { cliMiner } from './miners';
import type { Facts, MinerId, SeenEndpoint } from './types';

export interface Endpoint {
  host: string;
  port: number;
  protocol: StratumProtocol;
}

/** Letters to change to turn one word into the other (Levenshtein). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

const LOCATIONS: readonly string[] = STRATUM_LOCATIONS.map((l) => l.value);

/**
 * Our host name a mistyped one was meant to be (`kawpow.eu-wst.hashvale.exmaple`
 * to `kawpow.eu-west.hashvale.example`), or undefined when it is right or
 * too far from ours to tell.
 */
export function mendHost(host: string): string | undefined {
  const parts = host.toLowerCase().split('.');
  const ours = parseStratumHost(host);
  if (parts.length < 3 || (ours && LOCATIONS.includes(ours.location))) return undefined;
  const [algorithm, location = '', ...domain] = parts;
  const domainText = domain.join('.');
  if (editDistance(domainText, STRATUM_HOST_DOMAIN) > 3) return undefined;
  const nearest = [...LOCATIONS].sort((x, y) => editDistance(location, x) - editDistance(location, y))[0]!;
  if (editDistance(location, nearest) > 3) return undefined;
  return `${algorithm}.${nearest}.${STRATUM_HOST_DOMAIN}`;
}

/** The endpoint as the paste has it, with the protocol its port implies when nothing else says. */
export function endpointOf(seen: SeenEndpoint): Endpoint {
  const protocol = seen.protocol ?? (seen.port === STRATUM_SSL_PORT ? 'ssl' : 'tcp');
  return { host: seen.host, port: seen.port ?? stratumPort(protocol), protocol };
}

/** The pool as a miner's setting wants it: a URL or host:port, and the TLS switch. */
function poolText(miner: MinerId | undefined, endpoint: Endpoint): string {
  const cli = cliMiner(miner);
  if (cli?.form === 'host-port') return `${endpoint.host}:${endpoint.port}`;
  return `stratum+${endpoint.protocol}://${endpoint.host}:${endpoint.port}`;
}

/** The miner's own setting for this endpoint, for a paste that has no line configuring it. */
export function settingFor(miner: MinerId | undefined, endpoint: Endpoint): string {
  const location = parseStratumHost(endpoint.host)?.location;
  const tls = endpoint.protocol === 'ssl';
  if (miner === 'hashvale-miner' && location) return `"location": "${location}", "tls": ${tls}`;
  if (miner === 'quickminer' && location) return `location = ${location}\ntls = ${tls ? 'on' : 'off'}`;
  const cli = cliMiner(miner);
  if (!cli) return `URL: ${poolText(miner, endpoint)}`;
  const tlsSwitch = tls && cli.tls ? ` ${cli.tls}` : '';
  return `${cli.pool} ${poolText(miner, endpoint)}${tlsSwitch}`;
}

/**
 * The corrected line: the paste's setting line with the old address replaced
 * by the new (and the TLS switch added or removed), else the miner's setting.
 */
export function correctedLine(facts: Facts, from: SeenEndpoint, to: Endpoint): string {
  const setting = facts.setting?.text;
  const cli = cliMiner(facts.miner);
  if (setting && setting.includes(from.token) && !/^\s*["']?(?:location|btc_?address|btcAddress)/i.test(setting)) {
    let line = setting.replace(from.token, poolText(facts.miner, to));
    if (cli?.tls) {
      const hasSwitch = line.includes(` ${cli.tls}`);
      if (to.protocol === 'ssl' && !hasSwitch) line = `${line.trimEnd()} ${cli.tls}`;
      if (to.protocol === 'tcp' && hasSwitch) line = line.replace(` ${cli.tls}`, '');
    }
    return line.trim();
  }
  return settingFor(facts.miner, to);
}

/** The endpoint the paste uses most plausibly: ours first, then any with a port. */
export function mainEndpoint(facts: Facts): SeenEndpoint | undefined {
  return facts.endpoints.find((e) => parseStratumHost(e.host)) ?? facts.endpoints.find((e) => e.port !== undefined) ?? facts.endpoints[0];
}
