/**
 * Open/high/low/close/volume over ranges of the trade tape. Complete minutes,
 * hours and days never change, so their aggregates are memoised (bounded per
 * market); the running minute is always recomputed up to the time asked.
 */
import type { TradeTape } from './trade-tape.js';
import { MINUTE_MS } from '../../../src/config/time.js';
import type { MarketRef } from './reference.js';
import { roundTo } from '../lib/number-format.js';

/** Prices in decimals of the quote asset, volume in the base asset, quote volume in the quote asset. */
export interface Aggregate {
  open: number;
  close: number;
  high: number;
  low: number;
  volume: number;
  quoteVolume: number;
  count: number;
}
// Inside this module the same shape holds price ticks, base subunits and ticks x subunits.

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

interface Level {
  name: 'day' | 'hour' | 'minute';
  minutes: number;
}
const MINUTE_LEVEL: Level = { name: 'minute', minutes: 1 };
const HOUR_LEVEL: Level = { name: 'hour', minutes: MINUTES_PER_HOUR };
const LEVELS: Level[] = [{ name: 'day', minutes: MINUTES_PER_DAY }, HOUR_LEVEL];
/**
 * Memoised aggregates kept per market and level, oldest dropped first: 4096
 * days are all of the history since MARKET_HISTORY_START for years to come;
 * hours and minutes are kept for repeated chart requests. About 0.5 MB per
 * market and level at most.
 */
const MEMO_LIMIT = 4096;

/**
 * A running aggregate in ticks and base subunits, filled trade by trade
 * without allocating; `count === 0` is "no trades".
 */
class Running {
  open = 0;
  close = 0;
  high = 0;
  low = 0;
  volume = 0;
  quoteVolume = 0;
  count = 0;

  /** Adds one minute's trades at or before `untilUs`. */
  addMinute(tape: TradeTape, m: MarketRef, minute: number, untilUs = Infinity): void {
    const buf = tape.fillMinute(m, minute);
    for (let i = 0; i < buf.count && buf.timeUs[i]! <= untilUs; i++) {
      const ticks = buf.ticks[i]!;
      const units = buf.units[i]!;
      if (this.count === 0) {
        this.open = ticks;
        this.high = ticks;
        this.low = ticks;
      } else {
        if (ticks > this.high) this.high = ticks;
        if (ticks < this.low) this.low = ticks;
      }
      this.close = ticks;
      this.volume += units;
      this.quoteVolume += units * ticks;
      this.count++;
    }
  }

  /** Adds an aggregate of trades that all follow the ones already added. */
  add(agg: Aggregate | undefined): void {
    if (!agg) return;
    if (this.count === 0) {
      this.open = agg.open;
      this.high = agg.high;
      this.low = agg.low;
    } else {
      if (agg.high > this.high) this.high = agg.high;
      if (agg.low < this.low) this.low = agg.low;
    }
    this.close = agg.close;
    this.volume += agg.volume;
    this.quoteVolume += agg.quoteVolume;
    this.count += agg.count;
  }

  result(): Aggregate | undefined {
    if (this.count === 0) return undefined;
    const { open, close, high, low, volume, quoteVolume, count } = this;
    return { open, close, high, low, volume, quoteVolume, count };
  }
}

class Memo {
  private readonly maps = new Map<string, Map<number, Aggregate | undefined>>();

  get(symbol: string, index: number, compute: () => Aggregate | undefined): Aggregate | undefined {
    let map = this.maps.get(symbol);
    if (!map) this.maps.set(symbol, (map = new Map()));
    if (map.has(index)) return map.get(index);
    const value = compute();
    if (map.size >= MEMO_LIMIT) map.delete(map.keys().next().value!);
    map.set(index, value);
    return value;
  }
}

export class Aggregator {
  private readonly memos: Record<Level['name'], Memo> = { day: new Memo(), hour: new Memo(), minute: new Memo() };

  constructor(private readonly tape: TradeTape) {}

  /** Trades in minutes [fromMinute, toMinute) that happened at or before t (epoch ms). */
  range(m: MarketRef, fromMinute: number, toMinute: number, t: number): Aggregate | undefined {
    const agg = this.rangeInTicks(m, fromMinute, toMinute, t);
    if (!agg) return undefined;
    const unitSize = this.tape.scale(m).unitSize;
    return {
      open: this.tape.price(m, agg.open),
      close: this.tape.price(m, agg.close),
      high: this.tape.price(m, agg.high),
      low: this.tape.price(m, agg.low),
      volume: roundTo(agg.volume * unitSize, m.baseAssetPrecision),
      quoteVolume: roundTo(agg.quoteVolume * unitSize * m.priceStep, Math.max(m.quoteAssetPrecision, m.priceDecimals)),
      count: agg.count,
    };
  }

  private rangeInTicks(m: MarketRef, fromMinute: number, toMinute: number, t: number): Aggregate | undefined {
    const nowMinute = Math.floor(t / MINUTE_MS);
    const running = new Running();
    let minute = fromMinute;
    while (minute < toMinute && minute <= nowMinute) {
      // The largest complete, aligned block that fits: a day, an hour, else one minute.
      const level = LEVELS.find((l) => minute % l.minutes === 0 && minute + l.minutes <= toMinute && minute + l.minutes <= nowMinute);
      if (level) {
        running.add(this.block(m, level, minute / level.minutes));
        minute += level.minutes;
      } else {
        if (minute < nowMinute) running.add(this.block(m, MINUTE_LEVEL, minute));
        else running.addMinute(this.tape, m, minute, t * 1000);
        minute++;
      }
    }
    return running.result();
  }

  /** A complete block (day, hour or minute) of trades, memoised. */
  private block(m: MarketRef, level: Level, index: number): Aggregate | undefined {
    return this.memos[level.name].get(m.symbol, index, () => {
      const running = new Running();
      const first = index * level.minutes;
      for (let minute = first; minute < first + level.minutes; minute++) running.addMinute(this.tape, m, minute);
      return running.result();
    });
  }
}
