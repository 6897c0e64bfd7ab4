/**
 * What hash power earns (docs/sample-data.md, "Units and the profitability
 * formula"): device speeds are in the algorithm's mining unit, prices in BTC
 * per market unit per day, so
 *   BTC/day = speed x miningFactor / marketFactor x price.
 * Example: 200 TH/s of SHA256 at 0.00052 BTC/PH/day is
 * 200 x 10^12 / 10^15 x 0.00052 = 0.000104 BTC/day.
 */
export function btcPerDay(speedInMiningUnits: number, miningFactor: number, marketFactor: number, payingPrice: number): number {
  if (!(marketFactor > 0)) return 0;
  return ((speedInMiningUnits * miningFactor) / marketFactor) * payingPrice;
}
