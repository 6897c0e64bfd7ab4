/**
 * The exchange's simulated trades. Each market trades a few times a minute at
 * instants drawn by hashing (market, minute); each trade is at the simulated
 * price of that instant, rounded to the market's price step. Trades are a
 * pure function of (seed, reference data, minute), so candles, the last
 * price and the trade list all read the same tape.
 *
 * Internally prices are whole price steps ("ticks") and quantities whole
 * base-asset subunits, so sums and comparisons are exact and fast; they are
 * turned back into decimals only for output.
 */
import { hash1, hash3, hashString, hashUuid, mix32, unit } from './hash.js';
import { clampCount, MARKET_HISTORY_START_MS, MAX_RECENT_TRADES } from './market-limits.js';
import { priceAt, type PriceFormula, type PricePaths } from './price-paths.js';
import type { MarketRef } from './reference.js';
import { roundTo } from '../lib/number-format.js';
import { MINUTE_MS } from '../../../src/config/time.js';

const US_PER_MS = 1000;
const MINUTE_US = MINUTE_MS * US_PER_MS;
/** Trades per market per minute, drawn uniformly. */
export const TRADES_PER_MINUTE = { min: 2, max: 6 } as const;
/** Trade sizes in USD run from about this ... */
const MIN_NOTIONAL_USD = 15;
/** ... to e^5.5 times more (about 3,700 USD), most of them small. */
const NOTIONAL_SPREAD = 5.5;
const SIDE_SALT = 0x5bd1e995;

export interface Trade {
  minute: number;
  index: number;
  /** Epoch microseconds. */
  timeUs: number;
  dir: 'BUY' | 'SELL';
  price: number;
  qty: number;
  sndQty: number;
}

/** One minute of trades, oldest first, in reusable arrays. */
export class MinuteTrades {
  count = 0;
  readonly timeUs = new Float64Array(TRADES_PER_MINUTE.max);
  readonly ticks = new Float64Array(TRADES_PER_MINUTE.max);
  readonly units = new Float64Array(TRADES_PER_MINUTE.max);
  readonly buy = new Uint8Array(TRADES_PER_MINUTE.max);
}

interface Scale {
  key: number;
  formula: PriceFormula;
  step: number;
  unitSize: number;
  minUnits: number;
  baseUsd: number;
}

/** Minutes of trades kept per market for lastTrade: the current one and the one before. */
const KEPT_MINUTES = 2;

export class TradeTape {
  private readonly scales = new Map<string, Scale>();
  private readonly scratch = new MinuteTrades();
  private last: { symbol: string; scale: Scale } | undefined;
  /** The latest minutes asked of each market, newest first, with their trades (lastTrade). */
  private readonly recent = new Map<string, Array<{ minute: number; trades: readonly Trade[] }>>();

  constructor(
    private readonly seed: number,
    private readonly paths: PricePaths,
  ) {}

  scale(m: MarketRef): Scale {
    // Runs of minutes of one market ask for the same scale: skip the map then.
    if (this.last?.symbol === m.symbol) return this.last.scale;
    let s = this.scales.get(m.symbol);
    if (!s) {
      const unitSize = 10 ** -m.baseAssetPrecision;
      s = {
        key: hashString(`trades:${m.symbol}`, this.seed),
        formula: this.paths.formulaFor(m),
        step: m.priceStep,
        unitSize,
        minUnits: Math.max(1, Math.round(m.priMinAmount / unitSize)),
        baseUsd: this.paths.referenceUsd.get(m.baseAsset) || 1,
      };
      this.scales.set(m.symbol, s);
    }
    this.last = { symbol: m.symbol, scale: s };
    return s;
  }

  /** Fills `out` with the trades of one minute (epoch ms / 60000). */
  fillMinute(m: MarketRef, minute: number, out: MinuteTrades = this.scratch): MinuteTrades {
    const s = this.scale(m);
    const span = TRADES_PER_MINUTE.max - TRADES_PER_MINUTE.min + 1;
    const count = TRADES_PER_MINUTE.min + Math.floor(unit(hash1(s.key, minute)) * span);
    out.count = count;
    for (let i = 0; i < count; i++) {
      // Insertion sort by time: at most six entries.
      const offset = Math.floor(unit(hash3(s.key, minute, i, 1)) * MINUTE_US);
      let j = i;
      while (j > 0 && out.timeUs[j - 1]! > offset) {
        out.timeUs[j] = out.timeUs[j - 1]!;
        j--;
      }
      out.timeUs[j] = offset;
    }
    for (let i = 0; i < count; i++) {
      const timeUs = minute * MINUTE_US + out.timeUs[i]!;
      out.timeUs[i] = timeUs;
      out.ticks[i] = Math.max(1, Math.round(priceAt(s.formula, timeUs / US_PER_MS) / s.step));
      // Size and side from one hash: the side from a remix of it.
      const h = hash3(s.key, minute, i, 2);
      const notional = MIN_NOTIONAL_USD * Math.exp(unit(h) ** 2 * NOTIONAL_SPREAD);
      out.units[i] = Math.max(s.minUnits, Math.round(notional / s.baseUsd / s.unitSize));
      out.buy[i] = unit(mix32(h ^ SIDE_SALT)) < 0.5 ? 1 : 0;
    }
    return out;
  }

  /** Every trade of one minute, oldest first, at or before `untilUs` when given. */
  tradesInMinute(m: MarketRef, minute: number, untilUs = Infinity): Trade[] {
    const buf = this.fillMinute(m, minute);
    const trades: Trade[] = [];
    for (let i = 0; i < buf.count && buf.timeUs[i]! <= untilUs; i++) trades.push(this.tradeOf(m, buf, minute, i));
    return trades;
  }

  /** Trade `i` of a filled minute, as the market shows it. */
  private tradeOf(m: MarketRef, buf: MinuteTrades, minute: number, i: number): Trade {
    const price = this.price(m, buf.ticks[i]!);
    const qty = roundTo(buf.units[i]! * this.scale(m).unitSize, m.baseAssetPrecision);
    return {
      minute,
      index: i,
      timeUs: buf.timeUs[i]!,
      dir: buf.buy[i] ? 'BUY' : 'SELL',
      price,
      qty,
      sndQty: roundTo(qty * price, Math.max(m.quoteAssetPrecision, m.priceDecimals)),
    };
  }

  /**
   * The last trade of a minute at or before `untilUs`, or undefined. The
   * minutes' trades are kept per market (they never change): the latest two
   * asked, as "now" before the minute's first trade falls back to the minute
   * before. So the rates every accounts2 call asks for cost a scan of a few
   * trades.
   */
  private lastInMinute(m: MarketRef, minute: number, untilUs = Infinity): Trade | undefined {
    const kept = this.recent.get(m.symbol) ?? [];
    let entry = kept.find((k) => k.minute === minute);
    if (!entry) {
      entry = { minute, trades: this.tradesInMinute(m, minute) };
      this.recent.set(m.symbol, [entry, ...kept].sort((a, b) => b.minute - a.minute).slice(0, KEPT_MINUTES));
    }
    let last: Trade | undefined;
    for (const trade of entry.trades) {
      if (trade.timeUs > untilUs) break;
      last = trade;
    }
    return last;
  }

  /** A price in ticks as the decimal the market shows. */
  price(m: MarketRef, ticks: number): number {
    return roundTo(ticks * m.priceStep, m.priceDecimals);
  }

  /** The last trade at or before t. Every minute has trades, so there always is one. */
  lastTrade(m: MarketRef, t: number): Trade {
    const minute = Math.floor(t / MINUTE_MS);
    // Rates ask for this on every call (accounts2 converts each currency): build only the one trade.
    return this.lastInMinute(m, minute, t * US_PER_MS) ?? this.lastInMinute(m, minute - 1)!;
  }

  /**
   * The `limit` most recent trades at or before t, newest first: at most
   * MAX_RECENT_TRADES, and none before MARKET_HISTORY_START_MS. The walk back
   * is bounded by minutes, not by the count asked for.
   */
  recentTrades(m: MarketRef, t: number, limit: number): Trade[] {
    const wanted = clampCount(limit, MAX_RECENT_TRADES);
    const minute = Math.floor(t / MINUTE_MS);
    const firstMinute = Math.floor(MARKET_HISTORY_START_MS / MINUTE_MS);
    // Every minute has at least TRADES_PER_MINUTE.min trades, so this many minutes always suffice.
    const oldest = Math.max(firstMinute, minute - Math.ceil(wanted / TRADES_PER_MINUTE.min));
    const out: Trade[] = [];
    for (let at = minute; out.length < wanted && at >= oldest; at--) {
      out.push(...(at === minute ? this.tradesInMinute(m, at, t * US_PER_MS) : this.tradesInMinute(m, at)).reverse());
    }
    return out.slice(0, wanted);
  }

  /** Trades after `fromMs` up to and including `toMs`, oldest first. */
  tradesBetween(m: MarketRef, fromMs: number, toMs: number): Trade[] {
    const out: Trade[] = [];
    for (let minute = Math.floor(fromMs / MINUTE_MS); minute <= Math.floor(toMs / MINUTE_MS); minute++) {
      for (const trade of this.tradesInMinute(m, minute, toMs * US_PER_MS)) {
        if (trade.timeUs > fromMs * US_PER_MS) out.push(trade);
      }
    }
    return out;
  }

  tradeId(m: MarketRef, trade: Trade): string {
    return hashUuid(this.scale(m).key, trade.minute, trade.index, 4);
  }
}
