/**
 * The stratum generator's output: the address of an algorithm at a location
 * over TCP (the spec's port 9200) or TLS (443), the miner user
 * `<BTC address>.<worker>` and password `x`, and ready lines for the common
 * miners of the algorithm's family (docs/calculator.md lists the sources).
 */
import { STRATUM_LOCATIONS, STRATUM_PASSWORD, STRATUM_PORT, STRATUM_SSL_PORT } from '../../config/limits';
import { STRATUM_HOST_DOMAIN } from './stratum';

export type StratumProtocol = 'tcp' | 'ssl';
export type StratumLocation = (typeof STRATUM_LOCATIONS)[number]['value'];

export const WORKER_NAME = /^[A-Za-z0-9_-]{1,32}$/;
export const DEFAULT_WORKER = 'worker1';

export interface StratumEndpoint {
  host: string;
  port: number;
  url: string;
}

export function stratumEndpoint(algorithm: string, location: string, protocol: StratumProtocol): StratumEndpoint {
  const host = `${algorithm.toLowerCase()}.${location}.${STRATUM_HOST_DOMAIN}`;
  const port = protocol === 'ssl' ? STRATUM_SSL_PORT : STRATUM_PORT;
  return { host, port, url: `stratum+${protocol}://${host}:${port}` };
}

/** How each miner names an algorithm (the names their own documentation uses). */
const MINER_ALGORITHMS: Record<string, Record<string, string>> = {
  'T-Rex': { KAWPOW: 'kawpow', ETCHASH: 'etchash', DAGGERHASHIMOTO: 'ethash', AUTOLYKOS: 'autolykos2', OCTOPUS: 'octopus', X16RV2: 'x16rv2' },
  lolMiner: {
    ETCHASH: 'ETCHASH', DAGGERHASHIMOTO: 'ETHASH', AUTOLYKOS: 'AUTOLYKOS2', BEAMV3: 'BEAM-III', ZELHASH: 'FLUX', ZHASH: 'EQUI144_5',
    KARLSENHASH: 'KARLSEN', NEXAPOW: 'NEXA', IRONFISH: 'IRONFISH', ALEPHIUM: 'ALEPH', FISHHASH: 'FISHHASH', GRINCUCKATOO32: 'C32',
  },
  GMiner: {
    KAWPOW: 'kawpow', ETCHASH: 'etchash', DAGGERHASHIMOTO: 'ethash', AUTOLYKOS: 'autolykos2', BEAMV3: 'beamhashIII', ZHASH: 'equihash144_5',
    ZELHASH: 'equihash125_4', OCTOPUS: 'octopus', KARLSENHASH: 'karlsenhash', IRONFISH: 'ironfish', NEXAPOW: 'nexa', GRINCUCKATOO32: 'cuckatoo32',
  },
  'SRBMiner-MULTI': {
    RANDOMXMONERO: 'randomx', VERUSHASH: 'verushash', KAWPOW: 'kawpow', AUTOLYKOS: 'autolykos2', ETCHASH: 'etchash',
    KARLSENHASH: 'karlsenhash', ALEPHIUM: 'blake3_alephium', FISHHASH: 'fishhash',
  },
  XMRig: { RANDOMXMONERO: 'rx/0' },
};

/** Braiins OS runs on SHA256 machines only. */
const BRAIINS_ALGORITHMS = new Set(['SHA256', 'SHA256ASICBOOST']);

export interface MinerSnippet {
  /** A miner's name, or 'fields' for the pool fields any miner's settings page has. */
  miner: string;
  text: string;
}

interface Connection {
  endpoint: StratumEndpoint;
  protocol: StratumProtocol;
  user: string;
}

function command(miner: string, algo: string, { endpoint, protocol, user }: Connection): string {
  const hostPort = `${endpoint.host}:${endpoint.port}`;
  const tls = protocol === 'ssl';
  switch (miner) {
    case 'T-Rex':
      return `t-rex -a ${algo} -o ${endpoint.url} -u ${user} -p ${STRATUM_PASSWORD}`;
    case 'lolMiner':
      return `lolMiner --algo ${algo} --pool ${hostPort} --user ${user} --pass ${STRATUM_PASSWORD}${tls ? ' --tls on' : ''}`;
    case 'GMiner':
      return `miner --algo ${algo} --server ${hostPort} --user ${user} --pass ${STRATUM_PASSWORD}${tls ? ' --ssl 1' : ''}`;
    case 'SRBMiner-MULTI':
      return `SRBMiner-MULTI --algorithm ${algo} --pool ${hostPort} --wallet ${user} --password ${STRATUM_PASSWORD}${tls ? ' --tls true' : ''}`;
    default:
      return `xmrig -a ${algo} -o ${hostPort} -u ${user} -p ${STRATUM_PASSWORD}${tls ? ' --tls' : ''}`;
  }
}

export function minerSnippets(algorithm: string, connection: Connection): MinerSnippet[] {
  const { endpoint, user } = connection;
  const snippets: MinerSnippet[] = [{ miner: 'fields', text: `URL: ${endpoint.url}\nUser: ${user}\nPassword: ${STRATUM_PASSWORD}` }];
  if (BRAIINS_ALGORITHMS.has(algorithm)) {
    snippets.push({
      miner: 'Braiins OS',
      text: `[[group]]\nname = 'Hashvale'\n\n[[group.pool]]\nurl = '${endpoint.url}'\nuser = '${user}'\npassword = '${STRATUM_PASSWORD}'`,
    });
  }
  for (const [miner, names] of Object.entries(MINER_ALGORITHMS)) {
    const algo = names[algorithm];
    if (algo) snippets.push({ miner, text: command(miner, algo, connection) });
  }
  return snippets;
}
