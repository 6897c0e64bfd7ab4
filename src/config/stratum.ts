/**
 * What the stratum generator and the stratum doctor both know about
 * connecting a miner: our host names (`<algorithm>.<location>.hashvale.example`
 * on STRATUM_PORT, or STRATUM_SSL_PORT over TLS), the worker name rule, and
 * how each mining program is told where to connect and what it calls an
 * algorithm (the names their own documentation uses; docs/stratum-doctor.md).
 * Pure data: the generator writes lines from it, the doctor reads them back.
 */
import { STRATUM_LOCATIONS, STRATUM_PORT, STRATUM_SSL_PORT } from './limits.js';

export const STRATUM_HOST_DOMAIN = 'hashvale.example';

/** A worker name: letters, digits, `-` and `_`, up to 32 characters (help: worker names). */
export const WORKER_NAME = /^[A-Za-z0-9_-]{1,32}$/;
export const DEFAULT_WORKER = 'worker1';

export type StratumProtocol = 'tcp' | 'ssl';
export type StratumLocation = (typeof STRATUM_LOCATIONS)[number]['value'];

export function stratumHost(algorithm: string, location: string): string {
  return `${algorithm.toLowerCase()}.${location}.${STRATUM_HOST_DOMAIN}`;
}

export function stratumPort(protocol: StratumProtocol): number {
  return protocol === 'ssl' ? STRATUM_SSL_PORT : STRATUM_PORT;
}

/** One of our host names read back into its algorithm (lower case, as written) and location; null for any other host. */
export function parseStratumHost(host: string): { algorithm: string; location: string } | null {
  const parts = host.toLowerCase().split('.');
  if (parts.length !== 4 || `${parts[2]}.${parts[3]}` !== STRATUM_HOST_DOMAIN) return null;
  return { algorithm: parts[0]!, location: parts[1]! };
}

/**
 * A command-line miner: its program, its options, whether the pool option
 * takes a URL (`stratum+ssl://host:443`: the scheme chooses TLS) or
 * `host:port` (then `tls` is the switch that turns TLS on), and its names of
 * our algorithms (upper-case API name to the miner's).
 */
export interface CliMiner {
  exe: string;
  algo: string;
  pool: string;
  form: 'url' | 'host-port';
  user: string;
  pass: string;
  tls?: string;
  algorithms: Readonly<Record<string, string>>;
}

export const CLI_MINERS = {
  'T-Rex': {
    exe: 't-rex',
    algo: '-a',
    pool: '-o',
    form: 'url',
    user: '-u',
    pass: '-p',
    algorithms: { KAWPOW: 'kawpow', ETCHASH: 'etchash', DAGGERHASHIMOTO: 'ethash', AUTOLYKOS: 'autolykos2', OCTOPUS: 'octopus', X16RV2: 'x16rv2' },
  },
  lolMiner: {
    exe: 'lolMiner',
    algo: '--algo',
    pool: '--pool',
    form: 'host-port',
    user: '--user',
    pass: '--pass',
    tls: '--tls on',
    algorithms: {
      ETCHASH: 'ETCHASH',
      DAGGERHASHIMOTO: 'ETHASH',
      AUTOLYKOS: 'AUTOLYKOS2',
      BEAMV3: 'BEAM-III',
      ZELHASH: 'FLUX',
      ZHASH: 'EQUI144_5',
      KARLSENHASH: 'KARLSEN',
      NEXAPOW: 'NEXA',
      IRONFISH: 'IRONFISH',
      ALEPHIUM: 'ALEPH',
      FISHHASH: 'FISHHASH',
      GRINCUCKATOO32: 'C32',
    },
  },
  GMiner: {
    exe: 'miner',
    algo: '--algo',
    pool: '--server',
    form: 'host-port',
    user: '--user',
    pass: '--pass',
    tls: '--ssl 1',
    algorithms: {
      KAWPOW: 'kawpow',
      ETCHASH: 'etchash',
      DAGGERHASHIMOTO: 'ethash',
      AUTOLYKOS: 'autolykos2',
      BEAMV3: 'beamhashIII',
      ZHASH: 'equihash144_5',
      ZELHASH: 'equihash125_4',
      OCTOPUS: 'octopus',
      KARLSENHASH: 'karlsenhash',
      IRONFISH: 'ironfish',
      NEXAPOW: 'nexa',
      GRINCUCKATOO32: 'cuckatoo32',
    },
  },
  NBMiner: {
    exe: 'nbminer',
    algo: '-a',
    pool: '-o',
    form: 'url',
    user: '-u',
    pass: '-p',
    algorithms: { KAWPOW: 'kawpow', ETCHASH: 'etchash', DAGGERHASHIMOTO: 'ethash', AUTOLYKOS: 'ergo', OCTOPUS: 'octopus', BEAMV3: 'beamv3' },
  },
  TeamRedMiner: {
    exe: 'teamredminer',
    algo: '-a',
    pool: '-o',
    form: 'url',
    user: '-u',
    pass: '-p',
    algorithms: { KAWPOW: 'kawpow', ETCHASH: 'etchash', DAGGERHASHIMOTO: 'ethash', AUTOLYKOS: 'autolykos2', IRONFISH: 'ironfish' },
  },
  'SRBMiner-MULTI': {
    exe: 'SRBMiner-MULTI',
    algo: '--algorithm',
    pool: '--pool',
    form: 'host-port',
    user: '--wallet',
    pass: '--password',
    tls: '--tls true',
    algorithms: {
      RANDOMXMONERO: 'randomx',
      VERUSHASH: 'verushash',
      KAWPOW: 'kawpow',
      AUTOLYKOS: 'autolykos2',
      ETCHASH: 'etchash',
      KARLSENHASH: 'karlsenhash',
      ALEPHIUM: 'blake3_alephium',
      FISHHASH: 'fishhash',
    },
  },
  XMRig: {
    exe: 'xmrig',
    algo: '-a',
    pool: '-o',
    form: 'host-port',
    user: '-u',
    pass: '-p',
    tls: '--tls',
    algorithms: { RANDOMXMONERO: 'rx/0' },
  },
} as const satisfies Readonly<Record<string, CliMiner>>;

export type CliMinerName = keyof typeof CLI_MINERS;
export const CLI_MINER_NAMES = Object.keys(CLI_MINERS) as CliMinerName[];

/** Algorithms of the ASICs whose stock firmware (cgminer, bmminer) has the web page's three pool slots. */
export const ANTMINER_ALGORITHMS: ReadonlySet<string> = new Set([
  'SHA256',
  'SHA256ASICBOOST',
  'SCRYPT',
  'X11',
  'EQUIHASH',
  'KADENA',
  'KHEAVYHASH',
  'HANDSHAKE',
  'EAGLESONG',
  'LBRY',
  'DECRED',
  'ETCHASH',
]);
/** Braiins OS runs on SHA256 machines only. */
export const BRAIINS_ALGORITHMS: ReadonlySet<string> = new Set(['SHA256', 'SHA256ASICBOOST']);
/** QuickMiner mines on NVIDIA cards with these (docs/stratum-doctor.md). */
export const QUICKMINER_ALGORITHMS: ReadonlySet<string> = new Set(['DAGGERHASHIMOTO', 'ETCHASH', 'KAWPOW', 'OCTOPUS', 'AUTOLYKOS']);
/** Hashvale Miner mines every algorithm some GPU or CPU miner above knows. */
export const HASHVALE_MINER_ALGORITHMS: ReadonlySet<string> = new Set(
  Object.values(CLI_MINERS as Readonly<Record<string, CliMiner>>).flatMap((miner) => Object.keys(miner.algorithms)),
);

/**
 * Our algorithm (upper-case API name) for a name a miner or a log uses, as
 * any of the programs above spells it (`ethash`, `ergo`, `rx/0`, `BEAM-III`),
 * or the API name itself; undefined when no program calls anything so.
 */
export function algorithmOfMinerName(name: string): string | undefined {
  const wanted = name.toLowerCase();
  if (HASHVALE_MINER_ALGORITHMS.has(name.toUpperCase()) || ANTMINER_ALGORITHMS.has(name.toUpperCase())) return name.toUpperCase();
  for (const miner of Object.values(CLI_MINERS as Readonly<Record<string, CliMiner>>)) {
    for (const [algorithm, own] of Object.entries(miner.algorithms)) if (own.toLowerCase() === wanted) return algorithm;
  }
  return undefined;
}

/** Every location but `location` (a backup pool, or a nearer one for stale shares). */
export function otherLocations(location: string): StratumLocation[] {
  return STRATUM_LOCATIONS.map((l) => l.value).filter((value) => value !== location);
}
