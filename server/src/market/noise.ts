/**
 * Smooth, bounded, Brownian-like noise over time: the sum of value-noise
 * octaves whose amplitude grows with the square root of their period, so the
 * typical change over one day is about 1 and over a month a few units. It is
 * a pure function of (key, t): no state that changes a result, so any instant
 * can be evaluated in any order and two instances agree.
 */
import { hash, unit } from './hash.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Periods of the octaves, slowest first. */
const PERIODS_MS = [30 * DAY, 7 * DAY, DAY, 6 * 60 * MINUTE, 60 * MINUTE, 15 * MINUTE, 3 * MINUTE, 30_000];
const AMPLITUDES = PERIODS_MS.map((period) => Math.sqrt(period / DAY));
const OCTAVES = PERIODS_MS.length;

function lattice(key: number, octave: number, i: number): number {
  return unit(hash(key, octave, i)) * 2 - 1;
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
}
const CACHE_LIMIT = 4096;
const cache = new Map<number, Cells>();

function cells(key: number): Cells {
  let c = cache.get(key);
  if (!c) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    c = { index: new Float64Array(OCTAVES).fill(NaN), a: new Float64Array(OCTAVES), b: new Float64Array(OCTAVES) };
    cache.set(key, c);
  }
  return c;
}

/** Noise at time t (epoch ms) for a stream key; roughly within +-10. */
export function brownian(key: number, t: number): number {
  const c = cells(key);
  let sum = 0;
  for (let o = 0; o < OCTAVES; o++) {
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
