/**
 * The generator's settings that are not one command line: the pool slots of
 * an Antminer's web page (with the other location as the backup pool), a
 * Braiins OS group, a HiveOS flight sheet's miner entry, and the settings
 * files of our own Hashvale Miner and QuickMiner (docs/stratum-doctor.md
 * describes both files).
 */
import { STRATUM_LOCATIONS, STRATUM_PASSWORD } from '../../config/limits';
import {
  ANTMINER_ALGORITHMS,
  BRAIINS_ALGORITHMS,
  CLI_MINER_NAMES,
  CLI_MINERS,
  HASHVALE_MINER_ALGORITHMS,
  otherLocations,
  QUICKMINER_ALGORITHMS,
  stratumHost,
  stratumPort,
  type CliMiner,
} from '../../config/stratum';
import type { Connection, MinerSnippet } from './stratum-config';

function locationLabel(value: string): string {
  return STRATUM_LOCATIONS.find((l) => l.value === value)?.label ?? value;
}

function antminerPools({ algorithm, location, protocol, endpoint, user }: Connection): string {
  const slot = (n: number, url: string, label: string) => `Pool ${n} (${label})\nURL: ${url}\nWorker: ${user}\nPassword: ${STRATUM_PASSWORD}`;
  const backups = otherLocations(location).map((other, i) =>
    slot(i + 2, `stratum+${protocol}://${stratumHost(algorithm, other)}:${stratumPort(protocol)}`, locationLabel(other)),
  );
  return [slot(1, endpoint.url, locationLabel(location)), ...backups].join('\n\n');
}

function hiveOsEntry(name: string, miner: CliMiner, algo: string, { endpoint, protocol, address }: Connection): string {
  const pool = miner.form === 'url' ? endpoint.url : `${endpoint.host}:${endpoint.port}`;
  const lines = [
    `Coin: BTC`,
    `Wallet: ${address}`,
    `Pool: Configure in miner`,
    `Miner: ${name}`,
    `  Hash algorithm: ${algo}`,
    `  Wallet and worker template: %WAL%.%WORKER_NAME%`,
    `  Pool URL: ${pool}`,
    `  Pass: ${STRATUM_PASSWORD}`,
  ];
  if (protocol === 'ssl' && miner.tls) lines.push(`  Extra config arguments: ${miner.tls}`);
  return lines.join('\n');
}

/** The ASICs' settings (before the command lines) and the programs' files (after them). */
export function configFileSnippets(connection: Connection): { asic: MinerSnippet[]; software: MinerSnippet[] } {
  const { algorithm, location, protocol, endpoint, user, address, worker } = connection;
  const asic: MinerSnippet[] = [];
  const software: MinerSnippet[] = [];
  if (ANTMINER_ALGORITHMS.has(algorithm)) asic.push({ miner: 'Antminer', text: antminerPools(connection), fileName: 'antminer-pools.txt' });
  if (BRAIINS_ALGORITHMS.has(algorithm)) {
    asic.push({
      miner: 'Braiins OS',
      text: `[[group]]\nname = 'Hashvale'\n\n[[group.pool]]\nurl = '${endpoint.url}'\nuser = '${user}'\npassword = '${STRATUM_PASSWORD}'`,
      fileName: 'bosminer.toml',
    });
  }
  const tls = protocol === 'ssl';
  if (HASHVALE_MINER_ALGORITHMS.has(algorithm)) {
    const settings = { btcAddress: address, worker, location, tls };
    software.push({ miner: 'Hashvale Miner', text: JSON.stringify(settings, null, 2), fileName: 'settings.json' });
  }
  if (QUICKMINER_ALGORITHMS.has(algorithm)) {
    const algo = (CLI_MINERS['T-Rex'] as CliMiner).algorithms[algorithm] ?? algorithm.toLowerCase();
    const text = `[mining]\nbtc_address = ${address}\nworker = ${worker}\nlocation = ${location}\ntls = ${tls ? 'on' : 'off'}\nalgorithm = ${algo}`;
    software.push({ miner: 'QuickMiner', text, fileName: 'QuickMiner.conf' });
  }
  const hive = CLI_MINER_NAMES.find((name) => (CLI_MINERS[name] as CliMiner).algorithms[algorithm]);
  if (hive) {
    const miner: CliMiner = CLI_MINERS[hive];
    software.push({ miner: 'HiveOS', text: hiveOsEntry(hive, miner, miner.algorithms[algorithm]!, connection), fileName: 'hiveos-flight-sheet.txt' });
  }
  return { asic, software };
}
