/** "Why did I earn less?" for a day the server described (rigs/day): its rigs as the decomposition's input. */
import type { MinerDay } from '../../../config/api/miner';
import { DAY_MS } from '../../../config/time';
import { earningsGap, type EarningsGap } from './earnings-gap';

export function dayGap(day: MinerDay, feeRate: number, btcRate: number | null): EarningsGap {
  return earningsGap({
    rigs: day.rigs.map((r) => ({
      reportedSpeed: r.speedReported,
      acceptedSpeed: r.speedAccepted,
      rejectedSpeed: { ...r.speedRejected },
      minutesOffline: r.minutesOffline,
      factor: r.miningFactor / r.marketFactor,
      spotPrice: r.spotPaying,
      averagePrice: r.averagePaying,
    })),
    feeRate,
    btcRate: btcRate && btcRate > 0 ? btcRate : null,
  });
}

/** The last `count` whole UTC days before `now`, newest first, as YYYY-MM-DD. */
export function pastDays(now: number, count: number): string[] {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return Array.from({ length: count }, (_, i) => new Date(today - (i + 1) * DAY_MS).toISOString().slice(0, 10));
}
