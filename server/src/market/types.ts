/**
 * What the rest of the server may ask of the market simulator (decorated as
 * `app.market`). Every answer is a pure function of the seed, the reference
 * data and the time asked about, so several instances agree.
 */
import type { AlgorithmRef, DeviceRef, MarketRef, Reference } from './reference.js';
import type { Trade } from './trade-tape.js';
import type { AlgorithmStats } from './mining-market.js';
import type { LocationBook } from './order-book.js';
import type { MinerReport } from './miner-rigs.js';
import type { Payout, RigDay } from './miner-day.js';
import type { ExchangeBook } from './exchange-book.js';

export interface Candle {
  /** Start of the bucket, epoch seconds. */
  time: number;
  open: number;
  close: number;
  low: number;
  high: number;
  volume: number;
  quoteVolume: number;
  count: number;
}

export interface MarketStats {
  /** Lowest, highest trade and base volume over the last 24 hours. */
  l24: number;
  h24: number;
  v24: number;
  /** Change over the last 24 hours, in percent. */
  c24: number;
  /** Hourly closes of the last 24 hours, oldest first; d in epoch seconds. */
  csjs: Array<{ d: number; v: number }>;
}

/** The seed and reference data a snapshot is built from; a new reference after each reload. */
export interface SimulatorSource {
  seed: number;
  reference: Reference;
}

export interface MarketSimulator {
  /** What the current snapshot is built from (the candle worker builds the same one). */
  source(): SimulatorSource;
  /** Last traded price of an exchange market (e.g. "BTCUSDT") at time t (epoch ms). */
  lastPrice(symbol: string, t: number): number | undefined;
  /**
   * Value of 1 unit of `from` in `to` at time t: crypto or fiat symbols (USD, EUR, ...).
   * Undefined when no path of markets and fiat rates connects them.
   */
  rate(from: string, to: string, t: number): number | undefined;
  /** Re-reads the reference data from the database (after seeding, or in tests). */
  reload(): Promise<void>;

  /** Trading markets, in display order. */
  markets(): readonly MarketRef[];
  market(symbol: string): MarketRef | undefined;
  /** The `limit` latest trades at or before t, newest first. */
  recentTrades(symbol: string, t: number, limit: number): Array<Trade & { id: string }>;
  /** Trades after fromMs up to and including toMs, oldest first (the live stream's increments). */
  tradesBetween(symbol: string, fromMs: number, toMs: number): Trade[];
  /** The exchange order book around the last price at time t. */
  exchangeOrderBook(symbol: string, t: number): ExchangeBook | undefined;
  /** Candles of `resolutionMinutes` whose bucket starts in [fromMs, toMs), up to time t; empty buckets are left out. */
  candles(symbol: string, fromMs: number, toMs: number, resolutionMinutes: number, t: number): Candle[];
  marketStats(symbol: string, t: number): MarketStats | undefined;

  /** Mining algorithms, by code. */
  algorithms(): readonly AlgorithmRef[];
  algorithmStats(algorithm: string, t: number): AlgorithmStats | undefined;
  orderBook(algorithm: string, t: number): LocationBook[] | undefined;
  devices(): readonly DeviceRef[];
  minerRigs(btcAddress: string, t: number): MinerReport;
  /** Each rig's figures over the UTC day starting at dayStart (miner-day.ts). */
  minerDay(btcAddress: string, dayStart: number): RigDay[];
  /** Payouts with earnings at the four-hour boundaries in (fromMs, toMs], newest first. */
  minerPayouts(btcAddress: string, fromMs: number, toMs: number): Payout[];
}
