/** Shapes of main/api/v2/mining/algorithms and main/api/v2/public/stats/global/current (api-facts). */

export interface MiningAlgorithm {
  algorithm: string;
  title: string;
  order: number;
  enabled?: boolean;
  miningFactor?: string;
  displayMiningFactor?: string;
  marketFactor?: string;
  displayMarketFactor?: string;
  priceFactor?: string;
  displayPriceFactor?: string;
}

export interface GlobalStat {
  /** The algorithm's `order` code. */
  a: number;
  /** Paying price. */
  p: number;
  s?: number;
  r?: number;
  o?: number;
}
