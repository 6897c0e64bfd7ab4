/**
 * The miners whose logs the doctor reads: their names, how a log or a
 * command line gives each away (its banner, its program name), and the
 * command-line ones' options (src/config/stratum.ts, the generator's too).
 */
import { CLI_MINERS, type CliMiner, type CliMinerName } from '../../config/stratum';
import type { MinerId } from './types';

export const MINER_IDS: readonly MinerId[] = [
  'trex',
  'gminer',
  'lolminer',
  'nbminer',
  'teamredminer',
  'srbminer',
  'xmrig',
  'cgminer',
  'braiins',
  'hashvale-miner',
  'quickminer',
];

/** Names as the programs spell them (not translated). */
export const MINER_NAMES: Readonly<Record<MinerId, string>> = {
  trex: 'T-Rex',
  gminer: 'GMiner',
  lolminer: 'lolMiner',
  nbminer: 'NBMiner',
  teamredminer: 'TeamRedMiner',
  srbminer: 'SRBMiner-MULTI',
  xmrig: 'XMRig',
  cgminer: 'cgminer / bmminer (Antminer)',
  braiins: 'Braiins OS',
  'hashvale-miner': 'Hashvale Miner',
  quickminer: 'QuickMiner',
};

const CLI_NAME: Partial<Record<MinerId, CliMinerName>> = {
  trex: 'T-Rex',
  gminer: 'GMiner',
  lolminer: 'lolMiner',
  nbminer: 'NBMiner',
  teamredminer: 'TeamRedMiner',
  srbminer: 'SRBMiner-MULTI',
  xmrig: 'XMRig',
};

/** A command-line miner's options, or undefined for the ASICs and our own programs. */
export function cliMiner(miner: MinerId | undefined): CliMiner | undefined {
  const name = miner && CLI_NAME[miner];
  return name ? CLI_MINERS[name] : undefined;
}

/** ASIC firmware: their pool settings are the web page's URL, worker and password fields. */
export const ASIC_MINERS: readonly MinerId[] = ['cgminer', 'braiins'];
/** GPU and CPU miners (those that can run out of memory for a DAG or dataset). */
export const GPU_CPU_MINERS: readonly MinerId[] = [
  'trex',
  'gminer',
  'lolminer',
  'nbminer',
  'teamredminer',
  'srbminer',
  'xmrig',
  'hashvale-miner',
  'quickminer',
];

/** What gives each miner away, most specific first (a Braiins OS log names the Antminer it runs on). */
const SIGNATURES: ReadonlyArray<readonly [MinerId, RegExp]> = [
  ['quickminer', /\bQuickMiner\b/],
  ['hashvale-miner', /\bHashvale Miner\b/],
  ['braiins', /\bbosminer|Braiins OS/i],
  ['srbminer', /SRBMiner-MULTI/i],
  ['teamredminer', /Team Red Miner|\bteamredminer\b/i],
  ['lolminer', /\blolMiner\b/i],
  ['nbminer', /\bNBMiner\b|^\s*(?:\.\/)?nbminer(?:\.exe)?\s/i],
  ['trex', /\bT-Rex\b|^\s*(?:\.\/)?t-rex(?:\.exe)?\s/i],
  ['xmrig', /\bXMRig\b|^\s*(?:\.\/)?xmrig(?:\.exe)?\s/i],
  ['gminer', /\bGMiner\b|^\s*(?:\.\/)?miner(?:\.exe)?\s+--algo\b/i],
  ['cgminer', /\b(?:cgminer|bmminer)\b|\bAntminer\b|driver-btm/i],
];

/** How many lines from the top the banner is looked for in. */
export const DETECT_LINES = 300;

/** The miner one line gives away, if any. */
export function minerOfLine(text: string): MinerId | undefined {
  for (const [miner, signature] of SIGNATURES) if (signature.test(text)) return miner;
  return undefined;
}
