/**
 * An external miner's past: per rig, the figures of one UTC day that "Why
 * did I earn less?" needs, and the payouts every four hours. Both are read
 * from the same rig plans, statuses and speeds as the live rigs (miner-rigs.ts),
 * so they are deterministic from the seed.
 *
 * Minutes offline are the minutes of the day in a status other than MINING
 * (a benchmarking rig earns nothing either), taken exactly from the status
 * epochs. Speeds are the mean of the hourly values at each hour's middle, as
 * the rig reports them while it runs. The spot price is the paying price at
 * the day's first instant (when a calculator would have been read); the
 * average is the mean of the day's 24 hourly prices, the points of
 * algo/historyForInterval.
 */
import { btcPerDay, type MiningMarket } from './mining-market.js';
import { PAYOUT_INTERVAL_MS, rigSpeeds, rigStatus, type RigPlan } from './miner-rigs.js';
import { REJECT_REASONS, type RejectReason } from './miner-profiles.js';
import { hash } from './hash.js';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../../src/config/time.js';

const HOURS = DAY_MS / HOUR_MS;

export interface RigDay {
  plan: RigPlan;
  speedReported: number;
  speedAccepted: number;
  speedRejected: Record<RejectReason, number>;
  minutesOffline: number;
  spotPaying: number;
  averagePaying: number;
}

/** Minutes in [from, to) the rig spent in a status other than MINING. */
export function minutesOffline(plan: RigPlan, from: number, to: number): number {
  let offline = 0;
  for (let t = from; t < to;) {
    const { status, epoch } = rigStatus(plan, t);
    // The epoch's exact end, and at least a millisecond on, so rounding cannot stall the walk.
    const end = Math.min(to, Math.max(t + 1, Math.ceil((epoch + 1) * plan.period - plan.shift)));
    if (status !== 'MINING') offline += end - t;
    t = end;
  }
  return Math.round(offline / MINUTE_MS);
}

export function rigDay(plan: RigPlan, mining: MiningMarket, dayStart: number): RigDay {
  const speedRejected = Object.fromEntries(REJECT_REASONS.map(([r]) => [r, 0])) as Record<RejectReason, number>;
  let speedReported = 0;
  let speedAccepted = 0;
  let paying = 0;
  for (let h = 0; h < HOURS; h++) {
    const s = rigSpeeds(plan, dayStart + h * HOUR_MS + HOUR_MS / 2);
    speedReported += s.speedReported / HOURS;
    speedAccepted += s.speedAccepted / HOURS;
    for (const [r] of REJECT_REASONS) speedRejected[r] += s.speedRejected[r] / HOURS;
    paying += mining.stats(plan.algorithm.algorithm, dayStart + h * HOUR_MS)!.paying / HOURS;
  }
  return {
    plan,
    speedReported,
    speedAccepted,
    speedRejected,
    minutesOffline: minutesOffline(plan, dayStart, dayStart + DAY_MS),
    spotPaying: mining.stats(plan.algorithm.algorithm, dayStart)!.paying,
    averagePaying: paying,
  };
}

export interface Payout {
  id: string;
  /** The payout instant, epoch ms (the end of its four hours). */
  created: number;
  /** BTC earned in the four hours before the seller fee. */
  gross: number;
  txId: string;
}

/** Hex digits drawn from (key, tag, n): payout ids and transaction ids. */
function hex(key: number, tag: number, n: number, length: number): string {
  let out = '';
  for (let i = 0; out.length < length; i++)
    out += hash(key, 900 + tag, n, i)
      .toString(16)
      .padStart(8, '0');
  return out.slice(0, length);
}

/** What the rigs earned in the four hours before `created`, hour by hour (MINING hours at their middle). */
export function payoutAt(plans: RigPlan[], mining: MiningMarket, created: number): Payout {
  let gross = 0;
  for (const plan of plans) {
    for (let t = created - PAYOUT_INTERVAL_MS + HOUR_MS / 2; t < created; t += HOUR_MS) {
      if (rigStatus(plan, t).status !== 'MINING') continue;
      gross += btcPerDay(rigSpeeds(plan, t).speedAccepted, plan.algorithm, mining.stats(plan.algorithm.algorithm, t)!.paying) / HOURS;
    }
  }
  const key = plans[0]?.key ?? 0;
  const n = created / PAYOUT_INTERVAL_MS;
  const id = hex(key, 1, n, 32);
  return { id: `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`, created, gross, txId: hex(key, 2, n, 64) };
}
