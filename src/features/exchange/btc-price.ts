/** The BTC price from the exchange's last prices (`{"BTCUSDT": 97000.1, ...}`). */
export const BTC_MARKET = 'BTCUSDT';
export const BTC_QUOTE = 'USDT';

/** The price, or null when the market is not listed. */
export function btcPrice(prices: Readonly<Record<string, number>>): number | null {
  const price = prices[BTC_MARKET];
  return price !== undefined && Number.isFinite(price) ? price : null;
}
