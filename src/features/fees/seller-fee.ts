/**
 * The fee a miner pays on what their hash power earns: the `sellFee` tier
 * for a 30-day volume, as a fraction (0.02 = 2 %). Tiers run from `start`
 * (inclusive) to `end` (exclusive, null = open-ended); a non-percentage tier
 * counts as no fee, since the calculator deducts a share of revenue.
 */
import type { FeeInfo } from './types';

export function sellerFeeFraction(info: FeeInfo, volumeBtc = 0): number {
  const tier = info.sellFee.intervals.find((t) => volumeBtc >= t.start && (t.end === null || volumeBtc < t.end));
  if (!tier || tier.element.type !== 'PERCENTAGE') return 0;
  return tier.element.value;
}
