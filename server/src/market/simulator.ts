/**
 * The market simulator: wires the price paths, the trade tape, the candle
 * aggregator and the mining market over one snapshot of reference data.
 */
import type { Queryable } from '../db/db.js';
import { Aggregator } from './aggregator.js';
import { minerRigs, PAYOUT_INTERVAL_MS, rigPlans } from './miner-rigs.js';
import { payoutAt, rigDay, type Payout } from './miner-day.js';
import { MiningMarket } from './mining-market.js';
import { orderBook } from './order-book.js';
import { exchangeBook } from './exchange-book.js';
import { PricePaths, USD_PEGGED } from './price-paths.js';
import { EMPTY_REFERENCE, loadReference, type MarketRef, type Reference } from './reference.js';
import { TradeTape } from './trade-tape.js';
import { MINUTE_MS } from '../../../src/config/time.js';
import type { Candle, MarketSimulator, MarketStats, SimulatorSource } from './types.js';
import { MARKET_HISTORY_START_MS, MAX_CANDLE_SPAN_MS, MAX_CANDLES_PER_REQUEST } from './market-limits.js';

const HOUR_MINUTES = 60;
const DAY_MINUTES = 24 * HOUR_MINUTES;

class Snapshot {
  readonly paths: PricePaths;
  readonly tape: TradeTape;
  readonly aggregator: Aggregator;
  readonly mining: MiningMarket;
  readonly bySymbol: Map<string, MarketRef>;

  constructor(
    readonly seed: number,
    readonly ref: Reference,
  ) {
    this.paths = new PricePaths(seed, ref);
    this.tape = new TradeTape(seed, this.paths);
    this.aggregator = new Aggregator(this.tape);
    this.mining = new MiningMarket(seed, ref);
    this.bySymbol = new Map(ref.markets.map((m) => [m.symbol, m]));
  }
}

export class Simulator implements MarketSimulator {
  private snap: Snapshot;

  constructor(
    private readonly seed: number,
    private readonly db: Queryable | null,
    reference: Reference = EMPTY_REFERENCE,
  ) {
    this.snap = new Snapshot(seed, reference);
  }

  static async load(seed: number, db: Queryable): Promise<Simulator> {
    return new Simulator(seed, db, await loadReference(db));
  }

  async reload(): Promise<void> {
    if (this.db) this.snap = new Snapshot(this.seed, await loadReference(this.db));
  }

  /** What this snapshot is built from: another thread builds the same one from it (candle-builds.ts). */
  source(): SimulatorSource {
    return { seed: this.seed, reference: this.snap.ref };
  }

  markets(): readonly MarketRef[] {
    return this.snap.ref.markets;
  }

  market(symbol: string): MarketRef | undefined {
    return this.snap.bySymbol.get(symbol);
  }

  lastPrice(symbol: string, t: number): number | undefined {
    const m = this.market(symbol);
    return m && this.snap.tape.lastTrade(m, t).price;
  }

  /** The rate from one asset to another at t: a market between them, else through USD. */
  rate(from: string, to: string, t: number): number | undefined {
    const a = from.toUpperCase();
    const b = to.toUpperCase();
    if (a === b) return this.usd(a, t) === undefined ? undefined : 1;
    // A market between the two (USD standing for its pegged stablecoins) is the rate.
    for (const quote of b === 'USD' ? [b, ...USD_PEGGED] : [b]) {
      const direct = this.lastPrice(`${a}${quote}`, t);
      if (direct !== undefined) return direct;
    }
    for (const base of a === 'USD' ? [a, ...USD_PEGGED] : [a]) {
      const inverse = this.lastPrice(`${b}${base}`, t);
      if (inverse !== undefined) return 1 / inverse;
    }
    const usdA = this.usd(a, t);
    const usdB = this.usd(b, t);
    return usdA === undefined || usdB === undefined ? undefined : usdA / usdB;
  }

  /**
   * USD value from last trades: the asset's market against a pegged stablecoin
   * when there is one, else the market that prices it (fiat: fiat_rates).
   */
  private usd(asset: string, t: number): number | undefined {
    for (const pegged of USD_PEGGED) {
      const last = this.lastPrice(`${asset}${pegged}`, t);
      if (last !== undefined) return last;
    }
    const pricing = this.snap.paths.pricing(asset);
    if (!pricing) return undefined;
    if ('usd' in pricing) return pricing.usd;
    const quote = this.usd(pricing.quote, t);
    const last = this.lastPrice(pricing.market, t);
    return quote === undefined || last === undefined ? undefined : last * quote;
  }

  recentTrades(symbol: string, t: number, limit: number) {
    const m = this.market(symbol);
    if (!m) return [];
    return this.snap.tape.recentTrades(m, t, limit).map((trade) => ({ ...trade, id: this.snap.tape.tradeId(m, trade) }));
  }

  tradesBetween(symbol: string, fromMs: number, toMs: number) {
    const m = this.market(symbol);
    return m ? this.snap.tape.tradesBetween(m, fromMs, toMs) : [];
  }

  exchangeOrderBook(symbol: string, t: number) {
    const m = this.market(symbol);
    if (!m) return undefined;
    const last = this.snap.tape.lastTrade(m, t).price;
    return exchangeBook(this.seed, m, last, this.snap.paths.referenceUsd.get(m.baseAsset) ?? 0, t);
  }

  /**
   * Bounded here whatever the caller validated: nothing before
   * MARKET_HISTORY_START_MS, and a range cut to MAX_CANDLES_PER_REQUEST
   * buckets and MAX_CANDLE_SPAN_MS from its start (the route's own limits,
   * so a range it accepts is never cut).
   */
  candles(symbol: string, fromMs: number, toMs: number, resolutionMinutes: number, t: number): Candle[] {
    const m = this.market(symbol);
    if (!m || !Number.isInteger(resolutionMinutes) || resolutionMinutes < 1) return [];
    if (!Number.isFinite(fromMs) || Number.isNaN(toMs)) return [];
    const bucketMs = resolutionMinutes * MINUTE_MS;
    const from = Math.max(fromMs, MARKET_HISTORY_START_MS);
    const end = Math.min(toMs, from + Math.min(MAX_CANDLES_PER_REQUEST * bucketMs, MAX_CANDLE_SPAN_MS));
    const out: Candle[] = [];
    for (let start = Math.floor(from / bucketMs) * bucketMs; start < end && start <= t; start += bucketMs) {
      const first = start / MINUTE_MS;
      const agg = this.snap.aggregator.range(m, first, first + resolutionMinutes, t);
      if (agg) out.push({ time: start / 1000, ...agg });
    }
    return out;
  }

  marketStats(symbol: string, t: number): MarketStats | undefined {
    const m = this.market(symbol);
    if (!m) return undefined;
    const nowMinute = Math.floor(t / MINUTE_MS);
    const day = this.snap.aggregator.range(m, nowMinute - DAY_MINUTES + 1, nowMinute + 1, t);
    const nowHour = Math.floor(nowMinute / HOUR_MINUTES);
    const csjs: MarketStats['csjs'] = [];
    for (let hour = nowHour - 23; hour <= nowHour; hour++) {
      const agg = this.snap.aggregator.range(m, hour * HOUR_MINUTES, (hour + 1) * HOUR_MINUTES, t);
      if (agg) csjs.push({ d: hour * HOUR_MINUTES * 60, v: agg.close });
    }
    if (!day) return undefined;
    return {
      l24: day.low,
      h24: day.high,
      v24: day.volume,
      c24: day.open === 0 ? 0 : ((day.close - day.open) / day.open) * 100,
      csjs,
    };
  }

  algorithms() {
    return this.snap.mining.algorithms();
  }

  algorithmStats(algorithm: string, t: number) {
    return this.snap.mining.stats(algorithm, t);
  }

  orderBook(algorithm: string, t: number) {
    const stats = this.snap.mining.stats(algorithm, t);
    return stats && orderBook(this.seed, stats, t);
  }

  devices() {
    return this.snap.ref.devices;
  }

  minerRigs(btcAddress: string, t: number) {
    return minerRigs(this.seed, btcAddress, this.snap.ref.devices, this.snap.mining, t);
  }

  minerDay(btcAddress: string, dayStart: number) {
    return rigPlans(this.seed, btcAddress, this.snap.ref.devices, this.snap.mining).map((plan) => rigDay(plan, this.snap.mining, dayStart));
  }

  minerPayouts(btcAddress: string, fromMs: number, toMs: number) {
    const plans = rigPlans(this.seed, btcAddress, this.snap.ref.devices, this.snap.mining);
    const payouts: Payout[] = [];
    for (let t = Math.floor(toMs / PAYOUT_INTERVAL_MS) * PAYOUT_INTERVAL_MS; t > fromMs; t -= PAYOUT_INTERVAL_MS) {
      const payout = payoutAt(plans, this.snap.mining, t);
      if (payout.gross > 0) payouts.push(payout);
    }
    return payouts;
  }
}
