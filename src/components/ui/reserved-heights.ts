/**
 * The heights live blocks keep while their data loads, so what follows does
 * not move when it arrives (no layout shift). Named, with their lengths in
 * reserved-heights.css: a server-rendered page can carry no style attribute
 * (the CSP's style-src has no 'unsafe-inline'), so the height comes from a
 * stylesheet rule on the block's `data-reserve`.
 */
export const RESERVED_HEIGHTS = [
  'btc-price',
  'market-totals',
  'top-algorithms',
  'order-book',
  'stratum-generator',
  'busiest-algorithms',
  'hardware-list',
  'calculator',
  'algorithms',
  'algorithm-figures',
  'pricing-fees',
  'backtest',
  'miner-rigs',
  'miner-day',
  'miner-payouts',
  'min-confirmations',
] as const;

export type ReservedHeight = (typeof RESERVED_HEIGHTS)[number];
