/**
 * What the rest of the server may ask of the market simulator (decorated as
 * `app.market`). Every answer is a pure function of the seed, the reference
 * data and the time asked about, so several instances agree.
 */
export interface MarketSimulator {
  /** Last traded price of an exchange market (e.g. "BTCUSDT") at time t (epoch ms). */
  lastPrice(symbol: string, t: number): number | undefined;
  /**
   * Value of 1 unit of `from` in `to` at time t: crypto or fiat symbols (USD, EUR, ...).
   * Undefined when no path of markets and fiat rates connects them.
   */
  rate(from: string, to: string, t: number): number | undefined;
}
