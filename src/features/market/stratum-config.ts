/**
 * The stratum generator's output: the address of an algorithm at a location
 * over TCP (the spec's port 9200) or TLS (443), the miner user
 * `<BTC address>.<worker>` and password `x`, and ready lines or files for
 * every miner that mines the algorithm (src/config/stratum.ts says how each
 * is told; docs/stratum-doctor.md lists them).
 */
import { STRATUM_PASSWORD } from '../../config/limits';
import { CLI_MINER_NAMES, CLI_MINERS, stratumHost, stratumPort, type CliMiner, type StratumProtocol } from '../../config/stratum';
import { configFileSnippets } from './miner-files';

export { DEFAULT_WORKER, WORKER_NAME, type StratumLocation, type StratumProtocol } from '../../config/stratum';

export interface StratumEndpoint {
  host: string;
  port: number;
  url: string;
}

export function stratumEndpoint(algorithm: string, location: string, protocol: StratumProtocol): StratumEndpoint {
  const host = stratumHost(algorithm, location);
  const port = stratumPort(protocol);
  return { host, port, url: `stratum+${protocol}://${host}:${port}` };
}

export interface MinerSnippet {
  /** A miner's name, or 'fields' for the pool fields any miner's settings page has. */
  miner: string;
  text: string;
  /** The name the download button saves it under. */
  fileName: string;
}

export interface Connection {
  algorithm: string;
  location: string;
  endpoint: StratumEndpoint;
  protocol: StratumProtocol;
  /** The BTC address, or the placeholder until it is valid. */
  address: string;
  worker: string;
  /** `<address>.<worker>`. */
  user: string;
}

/** A command-line miner's line: the pool as its option wants it, and its TLS switch where the scheme does not say. */
export function cliCommand(miner: CliMiner, algo: string, { endpoint, protocol, user }: Pick<Connection, 'endpoint' | 'protocol' | 'user'>): string {
  const pool = miner.form === 'url' ? endpoint.url : `${endpoint.host}:${endpoint.port}`;
  const tls = protocol === 'ssl' && miner.tls ? ` ${miner.tls}` : '';
  return `${miner.exe} ${miner.algo} ${algo} ${miner.pool} ${pool} ${miner.user} ${user} ${miner.pass} ${STRATUM_PASSWORD}${tls}`;
}

export function minerSnippets(connection: Connection): MinerSnippet[] {
  const { endpoint, user, algorithm } = connection;
  const snippets: MinerSnippet[] = [
    { miner: 'fields', text: `URL: ${endpoint.url}\nUser: ${user}\nPassword: ${STRATUM_PASSWORD}`, fileName: 'hashvale-pool.txt' },
  ];
  const files = configFileSnippets(connection);
  snippets.push(...files.asic);
  for (const name of CLI_MINER_NAMES) {
    const miner: CliMiner = CLI_MINERS[name];
    const algo = miner.algorithms[algorithm];
    if (algo) snippets.push({ miner: name, text: cliCommand(miner, algo, connection), fileName: `${miner.exe.toLowerCase()}-hashvale.bat` });
  }
  snippets.push(...files.software);
  return snippets;
}
