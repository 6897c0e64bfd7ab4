/**
 * Smooth, bounded, Brownian-like noise over time: the sum of value-noise
 * octaves whose amplitude grows with the square root of their period, so the
 * typical change over one day is about 1 and over a month a few units. It is
 * a pure function of (key, t): no state that changes a result, so any instant
 * can be evaluated in any order and two instances agree.
 *
 * The slow octaves (an hour and longer) are read at the start of t's minute:
 * within a minute they would move by well under a thousandth of the daily
 * scale, and summing them once per minute instead of once per trade is most
 * of what a day of candles costs.
 */
import { hash2, unit } from './hash.js';
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from '../../../src/config/time.js';

/** Periods of the octaves, slowest first. */
const PERIODS_MS = [30 * DAY_MS, 7 * DAY_MS, DAY_MS, 6 * HOUR_MS, HOUR_MS, 15 * MINUTE_MS, 3 * MINUTE_MS, 30 * SECOND_MS];
const AMPLITUDES = PERIODS_MS.map((period) => Math.sqrt(period / DAY_MS));
const OCTAVES = PERIODS_MS.length;
/** Octaves [0, SLOW_OCTAVES) have periods of an hour or more. */
const SLOW_OCTAVES = PERIODS_MS.filter((period) => period >= HOUR_MS).length;

function lattice(key: number, octave: number, i: number): number {
  return unit(hash2(key, octave, i)) * 2 - 1;
}

/**
 * The lattice values last used per stream and octave. Consecutive calls of
 * one stream mostly fall in the same lattice cells, so this saves most of the
 * hashing; it is a pure cache (results do not depend on it).
 */
interface Cells {
  index: Float64Array;
  a: Float64Array;
  b: Float64Array;
  /** The minute whose slow octaves `slowSum` holds. */
  slowMinute: number;
  slowSum: number;
}
const CACHE_LIMIT = 4096;
const cache = new Map<number, Cells>();

function cells(key: number): Cells {
  let c = cache.get(key);
  if (!c) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    c = { index: new Float64Array(OCTAVES).fill(NaN), a: new Float64Array(OCTAVES), b: new Float64Array(OCTAVES), slowMinute: NaN, slowSum: 0 };
    cache.set(key, c);
  }
  return c;
}

/** Sum of octaves [from, to) at time t. */
function octaves(c: Cells, key: number, t: number, from: number, to: number): number {
  let sum = 0;
  for (let o = from; o < to; o++) {
    const x = t / PERIODS_MS[o]!;
    const i = Math.floor(x);
    if (c.index[o] !== i) {
      c.index[o] = i;
      c.a[o] = lattice(key, o, i);
      c.b[o] = lattice(key, o, i + 1);
    }
    const f = x - i;
    const a = c.a[o]!;
    sum += AMPLITUDES[o]! * (a + (c.b[o]! - a) * f * f * (3 - 2 * f));
  }
  return sum;
}

/** Noise at time t (epoch ms) for a stream key; roughly within +-10. */
export function brownian(key: number, t: number): number {
  const c = cells(key);
  const minute = Math.floor(t / MINUTE_MS);
  if (c.slowMinute !== minute) {
    c.slowMinute = minute;
    c.slowSum = octaves(c, key, minute * MINUTE_MS, 0, SLOW_OCTAVES);
  }
  return c.slowSum + octaves(c, key, t, SLOW_OCTAVES, OCTAVES);
}
