/**
 * Sample rigs of an external miner (a BTC address mining without an
 * account): the rig count, devices, health profile and statuses are drawn
 * from the address's hash, so an address always shows the same rigs; their
 * speeds and earnings follow the simulated market over time. A few sample
 * addresses have a fixed profile (miner-profiles.ts, docs/sample-data.md).
 *
 * Per rig: the speed it reports (its cards' catalogue speed, a per-rig
 * efficiency and slow noise); of that, a share is rejected by the pool (split
 * by reason) and a little more never arrives (the accepted speed runs a bit
 * below reported minus rejected); while STOPPED or OFFLINE it reports nothing.
 */
import { brownian } from './noise.js';
import { hash, hashString, unit } from './hash.js';
import { btcPerDay, type MiningMarket } from './mining-market.js';
import type { AlgorithmRef, DeviceRef } from './reference.js';
import { DAY_MS, HOUR_MS } from '../../../src/config/time.js';
import { drawProfile, REJECT_REASONS, rejectShare, type MinerProfile, type RejectReason } from './miner-profiles.js';

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
  speedReported: number;
  speedAccepted: number;
  speedRejectedTotal: number;
  speedRejected: Record<RejectReason, number>;
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
  /** The rig's hardware: `cards` of one catalogue device. */
  device: DeviceRef;
  cards: number;
  stats: RigStat[];
}

export interface MinerReport {
  rigs: Rig[];
  unpaidAmount: number;
  nextPayoutTimestamp: number;
}

/** What does not change over time: a rig's hardware, algorithm and health. */
export interface RigPlan {
  key: number;
  index: number;
  rigId: string;
  name: string;
  device: DeviceRef;
  algorithm: AlgorithmRef;
  cards: number;
  market: string;
  profile: MinerProfile;
  /** Length of a status epoch, ms. */
  period: number;
  /** Offset of the epochs, ms. */
  shift: number;
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

export function rigPlans(seed: number, address: string, devices: DeviceRef[], mining: MiningMarket): RigPlan[] {
  const key = hashString(`miner:${address}`, seed);
  const profile = drawProfile(address, unit(hash(key, 11)));
  const candidates = devices.filter((d) => bestAlgorithm(d, mining));
  const count = candidates.length === 0 ? 0 : 1 + Math.floor(unit(hash(key, 0)) * MAX_RIGS);
  return Array.from({ length: count }, (_, i) => {
    const u = (n: number) => unit(hash(key, i, n));
    const device = candidates[Math.floor(u(1) * candidates.length)]!;
    const algorithm = bestAlgorithm(device, mining)!;
    const period = (2 + 10 * u(2)) * HOUR_MS;
    return {
      key,
      index: i,
      rigId: rigId(key, i),
      name: `${NAMES[Math.floor(u(8) * NAMES.length)]}${String(i + 1).padStart(2, '0')}`,
      device,
      algorithm,
      cards: device.category === 'GPU' ? 1 + Math.floor(u(5) * MAX_GPUS_PER_RIG) : 1,
      market: algorithm.markets[Math.floor(u(9) * algorithm.markets.length)] ?? 'EU',
      profile,
      period,
      shift: u(3) * period,
    };
  });
}

/** The status epoch holding t, and the status drawn for it (always MINING for a steady profile). */
export function rigStatus(plan: RigPlan, t: number): { status: string; epoch: number; since: number } {
  const epoch = Math.floor((t + plan.shift) / plan.period);
  const since = Math.round(epoch * plan.period - plan.shift);
  if (plan.profile !== 'offlineHours') return { status: 'MINING', epoch, since };
  const draw = unit(hash(plan.key, plan.index, epoch, 4));
  return { status: STATUSES.find(([, upTo]) => draw < upTo)![0], epoch, since };
}

export const isWorking = (status: string) => status === 'MINING' || status === 'BENCHMARKING';

/** Speeds of a working rig at t, in mining units. */
export function rigSpeeds(plan: RigPlan, t: number): Pick<RigStat, 'speedReported' | 'speedAccepted' | 'speedRejectedTotal' | 'speedRejected'> {
  const u = (n: number) => unit(hash(plan.key, plan.index, n));
  const speedReported =
    plan.device.speeds[plan.algorithm.algorithm]! * plan.cards * (0.96 + 0.06 * u(6)) * Math.exp(0.02 * brownian(hash(plan.key, plan.index, 7), t));
  const share = rejectShare(plan.profile, u(10));
  const speedRejected = {} as Record<RejectReason, number>;
  const w = REJECT_REASONS.map(([, weight], r) => weight * (0.5 + u(20 + r)));
  const weights = w.reduce((sum, x) => sum + x, 0);
  REJECT_REASONS.forEach(([reason], r) => (speedRejected[reason] = (speedReported * share * w[r]!) / weights));
  // Shares lost before they reach the pool (network, restarts): 0 to 3 % of what was not rejected.
  const speedAccepted = speedReported * (1 - share) * (0.97 + 0.03 * u(12));
  return { speedReported, speedAccepted, speedRejectedTotal: speedReported * share, speedRejected };
}

export function minerRigs(seed: number, address: string, devices: DeviceRef[], mining: MiningMarket, t: number): MinerReport {
  const lastPayout = Math.floor(t / PAYOUT_INTERVAL_MS) * PAYOUT_INTERVAL_MS;
  const rigs: Rig[] = rigPlans(seed, address, devices, mining).map((plan) => {
    const { status: minerStatus, since } = rigStatus(plan, t);
    const working = isWorking(minerStatus);
    const speeds = working ? rigSpeeds(plan, t) : undefined;
    const paying = mining.stats(plan.algorithm.algorithm, t)!.paying;
    const profitability = minerStatus === 'MINING' && speeds ? btcPerDay(speeds.speedAccepted, plan.algorithm, paying) : 0;
    return {
      rigId: plan.rigId,
      name: plan.name,
      minerStatus,
      statusTime: since,
      unpaidAmount: profitability * ((t - lastPayout) / DAY_MS),
      profitability,
      device: plan.device,
      cards: plan.cards,
      stats: speeds ? [{ market: plan.market, algorithm: plan.algorithm, ...speeds, profitability }] : [],
    };
  });
  return {
    rigs,
    unpaidAmount: rigs.reduce((sum, r) => sum + r.unpaidAmount, 0),
    nextPayoutTimestamp: lastPayout + PAYOUT_INTERVAL_MS,
  };
}
