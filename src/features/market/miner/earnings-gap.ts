/**
 * "Why did I earn less?": the gap between an estimate and what a mining
 * address earned over one UTC day, split into causes.
 *
 * The estimate is what calculators show: the speed the rigs report, at the
 * spot paying price of the moment of estimating, always on, no fees. What
 * was earned is the accepted speed while online, at the day's average price,
 * after the seller fee. Between the two, per rig, factors are applied one at
 * a time in this order, and each part is the drop at its step:
 *
 *   E0 = reported x k x spot                      the estimate
 *   E1 = (reported - rejected) x k x spot         rejects       = E0 - E1
 *   E2 = accepted x k x spot                      below reported = E1 - E2
 *   E3 = E2 x (1 - offline minutes / 1440)        offline       = E2 - E3
 *   E4 = accepted x k x avg x uptime              price         = E3 - E4
 *   E5 = E4 x (1 - fee)                           fees          = E4 - E5 = earned
 *
 * (k = miningFactor / marketFactor.) Speed comes first because it is what
 * the miner controls and it is measured at the spot price the estimate used;
 * time offline then scales what was accepted; price moves what the online
 * share earned; the fee is last because it is charged on what was earned, so
 * the fees part equals the fee actually paid. docs/calculator.md has a worked
 * example. The steps telescope, so the parts sum to E0 - E5 exactly in real
 * numbers; in satoshi and in the fiat's minor unit each part is rounded and
 * the remainder goes to the part with the largest magnitude (the first in the
 * fixed order on a tie), so the shown parts add up to the shown gap.
 */
import { SATOSHI_PER_BTC } from '../calculator/backtest';

export const MINUTES_PER_DAY = 1440;
export const GAP_PARTS = ['rejects', 'belowReported', 'offline', 'price', 'fees'] as const;
export type GapPartKey = (typeof GAP_PARTS)[number];

export interface GapRig {
  /** Average speed the rig reported while online, in its algorithm's mining unit. */
  reportedSpeed: number;
  /** Average accepted speed while online, same unit. */
  acceptedSpeed: number;
  /** Average rejected speed while online, by reason, same unit. */
  rejectedSpeed: Record<string, number>;
  minutesOffline: number;
  /** miningFactor / marketFactor of the rig's algorithm. */
  factor: number;
  /** Paying price (BTC per market unit per day) at the moment of estimating. */
  spotPrice: number;
  /** The day's average paying price. */
  averagePrice: number;
}

export interface GapInput {
  rigs: GapRig[];
  /** Seller fee as a fraction (0.02 for 2 %). */
  feeRate: number;
  /** Fiat per BTC; null leaves fiat amounts out. */
  btcRate: number | null;
  /** Digits of the fiat's minor unit (2 for USD and EUR). */
  fiatDigits?: number;
}

export interface GapPart {
  key: GapPartKey;
  /** Satoshi; negative when this cause earned more than the estimate assumed. */
  sats: number;
  /** Fiat minor units (cents), or null without a rate. */
  fiatMinor: number | null;
  /** The rejects part only: satoshi by reject reason, largest first. */
  byReason?: Array<{ reason: string; sats: number }>;
}

export interface EarningsGap {
  estimateSats: number;
  earnedSats: number;
  gapSats: number;
  /** In fiat minor units; estimate − earned = the gap, as in satoshi. Null without a rate. */
  estimateFiatMinor: number | null;
  earnedFiatMinor: number | null;
  gapFiatMinor: number | null;
  /** Largest first. */
  parts: GapPart[];
}

type Exact = Record<GapPartKey, number>;

function exactParts(input: GapInput): { e0: number; e5: number; parts: Exact; reasons: Record<string, number> } {
  const parts: Exact = { rejects: 0, belowReported: 0, offline: 0, price: 0, fees: 0 };
  const reasons: Record<string, number> = {};
  let e0 = 0;
  let e5 = 0;
  for (const rig of input.rigs) {
    const rejected = Object.values(rig.rejectedSpeed).reduce((s, x) => s + x, 0);
    const uptime = Math.min(1, Math.max(0, 1 - rig.minutesOffline / MINUTES_PER_DAY));
    const r0 = rig.reportedSpeed * rig.factor * rig.spotPrice;
    const r1 = (rig.reportedSpeed - rejected) * rig.factor * rig.spotPrice;
    const r2 = rig.acceptedSpeed * rig.factor * rig.spotPrice;
    const r3 = r2 * uptime;
    const r4 = rig.acceptedSpeed * rig.factor * rig.averagePrice * uptime;
    const r5 = r4 * (1 - input.feeRate);
    parts.rejects += r0 - r1;
    parts.belowReported += r1 - r2;
    parts.offline += r2 - r3;
    parts.price += r3 - r4;
    parts.fees += r4 - r5;
    for (const [reason, speed] of Object.entries(rig.rejectedSpeed)) {
      reasons[reason] = (reasons[reason] ?? 0) + speed * rig.factor * rig.spotPrice;
    }
    e0 += r0;
    e5 += r5;
  }
  return { e0, e5, parts, reasons };
}

/**
 * Rounds each value to an integer so that they sum to `total` exactly: the
 * remainder goes to the entry of largest magnitude, the first on a tie.
 */
export function roundToTotal(values: number[], total: number): number[] {
  // `|| 0` turns -0 (a tiny negative rounded) into 0, which a number format would show as "-0".
  const rounded = values.map((v) => Math.round(v) || 0);
  const rest = total - rounded.reduce((s, x) => s + x, 0);
  if (rest !== 0 && rounded.length > 0) {
    let at = 0;
    for (let i = 1; i < values.length; i++) if (Math.abs(values[i]!) > Math.abs(values[at]!)) at = i;
    rounded[at]! += rest;
  }
  return rounded;
}

export function earningsGap(input: GapInput): EarningsGap {
  const { e0, e5, parts, reasons } = exactParts(input);
  const estimateSats = Math.round(e0 * SATOSHI_PER_BTC);
  const earnedSats = Math.round(e5 * SATOSHI_PER_BTC);
  const gapSats = estimateSats - earnedSats;
  const exactSats = GAP_PARTS.map((k) => parts[k] * SATOSHI_PER_BTC);
  const sats = roundToTotal(exactSats, gapSats);
  let fiat: number[] | null = null;
  let gapFiatMinor: number | null = null;
  let earnedFiatMinor: number | null = null;
  if (input.btcRate !== null) {
    // Fiat follows the rounded satoshi, so a part's two amounts agree with each other.
    const perSat = (input.btcRate * 10 ** (input.fiatDigits ?? 2)) / SATOSHI_PER_BTC;
    gapFiatMinor = Math.round(gapSats * perSat) || 0;
    earnedFiatMinor = Math.round(earnedSats * perSat) || 0;
    fiat = roundToTotal(
      sats.map((s) => s * perSat),
      gapFiatMinor,
    );
  }
  const reasonNames = Object.keys(reasons).sort();
  const reasonSats = roundToTotal(
    reasonNames.map((r) => reasons[r]! * SATOSHI_PER_BTC),
    sats[0]!,
  );
  const byReason = reasonNames.map((reason, i) => ({ reason, sats: reasonSats[i]! })).sort((a, b) => b.sats - a.sats || a.reason.localeCompare(b.reason));
  const list: GapPart[] = GAP_PARTS.map((key, i) => ({
    key,
    sats: sats[i]!,
    fiatMinor: fiat ? fiat[i]! : null,
    ...(key === 'rejects' ? { byReason } : {}),
  }));
  // Largest first; a stable sort keeps the fixed order on a tie.
  list.sort((a, b) => b.sats - a.sats);
  const estimateFiatMinor = earnedFiatMinor === null || gapFiatMinor === null ? null : earnedFiatMinor + gapFiatMinor;
  return { estimateSats, earnedSats, gapSats, estimateFiatMinor, earnedFiatMinor, gapFiatMinor, parts: list };
}
