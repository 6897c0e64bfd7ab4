/**
 * Open/high/low/close/volume over ranges of the trade tape. Complete minutes
 * and complete hours never change, so their aggregates are memoised (bounded
 * per market); the running minute is always recomputed up to the time asked.
 */
import { MINUTE_MS, type TradeTape } from './trade-tape.js';
import type { MarketRef } from './reference.js';
import { roundTo } from './format.js';

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

interface Level { name: 'day' | 'hour' | 'minute'; minutes: number }
const MINUTE_LEVEL: Level = { name: 'minute', minutes: 1 };
const HOUR_LEVEL: Level = { name: 'hour', minutes: MINUTES_PER_HOUR };
const LEVELS: Level[] = [{ name: 'day', minutes: MINUTES_PER_DAY }, HOUR_LEVEL];
/** Memoised aggregates kept per market and level (two weeks of minutes, two years of hours, 55 years of days). */
const MEMO_LIMIT = 20_000;

/** Aggregate of one minute's trades at or before `untilUs`, in ticks and base subunits. */
function minuteAggregate(tape: TradeTape, m: MarketRef, minute: number, untilUs = Infinity): Aggregate | undefined {
  const buf = tape.fillMinute(m, minute);
  if (buf.count === 0 || buf.timeUs[0]! > untilUs) return undefined;
  const first = buf.ticks[0]!;
  const agg: Aggregate = { open: first, close: first, high: first, low: first, volume: 0, quoteVolume: 0, count: 0 };
  for (let i = 0; i < buf.count && buf.timeUs[i]! <= untilUs; i++) {
    const ticks = buf.ticks[i]!;
    agg.close = ticks;
    if (ticks > agg.high) agg.high = ticks;
    if (ticks < agg.low) agg.low = ticks;
    agg.volume += buf.units[i]!;
    agg.quoteVolume += buf.units[i]! * ticks;
    agg.count++;
  }
  return agg;
}

/** Combines an aggregate with the one that follows it in time. */
function merge(a: Aggregate | undefined, b: Aggregate | undefined): Aggregate | undefined {
  if (!a) return b;
  if (!b) return a;
  return {
    open: a.open, close: b.close, high: Math.max(a.high, b.high), low: Math.min(a.low, b.low),
    volume: a.volume + b.volume, quoteVolume: a.quoteVolume + b.quoteVolume, count: a.count + b.count,
  };
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
    let agg: Aggregate | undefined;
    let minute = fromMinute;
    while (minute < toMinute && minute <= nowMinute) {
      // The largest complete, aligned block that fits: a day, an hour, else one minute.
      const level = LEVELS.find((l) => minute % l.minutes === 0 && minute + l.minutes <= toMinute && minute + l.minutes <= nowMinute);
      if (level) {
        agg = merge(agg, this.block(m, level, minute / level.minutes));
        minute += level.minutes;
      } else {
        agg = merge(agg, minute < nowMinute ? this.block(m, MINUTE_LEVEL, minute) : minuteAggregate(this.tape, m, minute, t * 1000));
        minute++;
      }
    }
    return agg;
  }

  /** A complete block (day, hour or minute) of trades, memoised. */
  private block(m: MarketRef, level: Level, index: number): Aggregate | undefined {
    return this.memos[level.name].get(m.symbol, index, () => {
      const first = index * level.minutes;
      if (level.minutes === 1) return minuteAggregate(this.tape, m, first);
      const part = level.minutes === MINUTES_PER_DAY ? HOUR_LEVEL : MINUTE_LEVEL;
      let agg: Aggregate | undefined;
      for (let i = first / part.minutes; i < (first + level.minutes) / part.minutes; i++) {
        // Hours inside a day are not memoised on their own: the day is.
        agg = merge(agg, part === HOUR_LEVEL ? this.unmemoisedHour(m, i) : minuteAggregate(this.tape, m, i));
      }
      return agg;
    });
  }

  private unmemoisedHour(m: MarketRef, hour: number): Aggregate | undefined {
    let agg: Aggregate | undefined;
    for (let minute = hour * MINUTES_PER_HOUR; minute < (hour + 1) * MINUTES_PER_HOUR; minute++) {
      agg = merge(agg, minuteAggregate(this.tape, m, minute));
    }
    return agg;
  }
}
