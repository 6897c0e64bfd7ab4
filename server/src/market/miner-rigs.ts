/**
 * Sample rigs of an external miner (a BTC address mining without an
 * account): the rig count, devices and statuses are drawn from the address's
 * hash, so an address always shows the same rigs; their speeds and earnings
 * follow the simulated market over time.
 */
import { brownian } from './noise.js';
import { hash, hashString, unit } from './hash.js';
import { btcPerDay, type MiningMarket } from './mining-market.js';
import type { AlgorithmRef, DeviceRef } from './reference.js';
import { DAY_MS, HOUR_MS } from '../../../src/config/time.js';

/** Unpaid mining balances are paid out every four hours, on the UTC clock. */
export const PAYOUT_INTERVAL_MS = 4 * HOUR_MS;
const MAX_RIGS = 6;
const MAX_GPUS_PER_RIG = 8;
/** Status draws, cumulative: MINING 70 %, BENCHMARKING 5 %, STOPPED 10 %, OFFLINE 15 %. */
const STATUSES: Array<[string, number]> = [
  ['MINING', 0.7],
  ['BENCHMARKING', 0.75],
  ['STOPPED', 0.85],
  ['OFFLINE', 1],
];
const NAMES = ['rig', 'worker', 'miner', 'farm', 'box'];
const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export interface RigStat {
  market: string;
  algorithm: AlgorithmRef;
  /** Mining units of the algorithm. */
  speedAccepted: number;
  speedRejectedTotal: number;
  /** BTC per day. */
  profitability: number;
}

export interface Rig {
  rigId: string;
  name: string;
  minerStatus: string;
  statusTime: number;
  unpaidAmount: number;
  profitability: number;
  stats: RigStat[];
}

export interface MinerReport {
  rigs: Rig[];
  unpaidAmount: number;
  nextPayoutTimestamp: number;
}

function bestAlgorithm(device: DeviceRef, mining: MiningMarket): AlgorithmRef | undefined {
  let best: { algorithm: AlgorithmRef; btc: number } | undefined;
  for (const [name, speed] of Object.entries(device.speeds)) {
    const algorithm = mining.algorithm(name);
    if (!algorithm?.enabled) continue;
    const btc = btcPerDay(speed, algorithm, algorithm.basePaying);
    if (!best || btc > best.btc) best = { algorithm, btc };
  }
  return best?.algorithm;
}

function rigId(key: number, i: number): string {
  let id = '0-';
  for (let c = 0; c < 22; c++) id += ID_CHARS[hash(key, i, 100 + c) % ID_CHARS.length];
  return id;
}

export function minerRigs(seed: number, address: string, devices: DeviceRef[], mining: MiningMarket, t: number): MinerReport {
  const key = hashString(`miner:${address}`, seed);
  const lastPayout = Math.floor(t / PAYOUT_INTERVAL_MS) * PAYOUT_INTERVAL_MS;
  const candidates = devices.filter((d) => bestAlgorithm(d, mining));
  const count = candidates.length === 0 ? 0 : 1 + Math.floor(unit(hash(key, 0)) * MAX_RIGS);
  const rigs: Rig[] = [];
  for (let i = 0; i < count; i++) {
    const u = (n: number) => unit(hash(key, i, n));
    const device = candidates[Math.floor(u(1) * candidates.length)]!;
    const algorithm = bestAlgorithm(device, mining)!;
    const period = (2 + 10 * u(2)) * HOUR_MS;
    const shifted = t + u(3) * period;
    const epoch = Math.floor(shifted / period);
    const draw = unit(hash(key, i, epoch, 4));
    const minerStatus = STATUSES.find(([, upTo]) => draw < upTo)![0];
    const working = minerStatus === 'MINING' || minerStatus === 'BENCHMARKING';
    const cards = device.category === 'GPU' ? 1 + Math.floor(u(5) * MAX_GPUS_PER_RIG) : 1;
    const speedAccepted = working ? device.speeds[algorithm.algorithm]! * cards * (0.96 + 0.06 * u(6)) * Math.exp(0.02 * brownian(hash(key, i, 7), t)) : 0;
    const paying = mining.stats(algorithm.algorithm, t)!.paying;
    const profitability = minerStatus === 'MINING' ? btcPerDay(speedAccepted, algorithm, paying) : 0;
    rigs.push({
      rigId: rigId(key, i),
      name: `${NAMES[Math.floor(u(8) * NAMES.length)]}${String(i + 1).padStart(2, '0')}`,
      minerStatus,
      statusTime: Math.round(epoch * period - u(3) * period),
      unpaidAmount: profitability * ((t - lastPayout) / DAY_MS),
      profitability,
      stats: working
        ? [
            {
              market: algorithm.markets[Math.floor(u(9) * algorithm.markets.length)] ?? 'EU',
              algorithm,
              speedAccepted,
              speedRejectedTotal: speedAccepted * (0.002 + 0.018 * u(10)),
              profitability,
            },
          ]
        : [],
    });
  }
  return {
    rigs,
    unpaidAmount: rigs.reduce((sum, r) => sum + r.unpaidAmount, 0),
    nextPayoutTimestamp: lastPayout + PAYOUT_INTERVAL_MS,
  };
}
