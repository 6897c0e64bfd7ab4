/**
 * The exchange's simulated order book of one market: price levels on a grid
 * around the last trade, bids below and asks above. A level's quantity is a
 * hash of (seed, market, level, generation): each level lives a hashed while
 * (a few seconds to a minute) and then takes a new quantity, so the book
 * changes a few levels at a time, and moves as a whole only when the last
 * price crosses a grid line. A pure function of seed, market and time.
 */
import { hash, hashString, unit } from './hash.js';
import type { MarketRef } from './reference.js';
import { roundTo } from '../lib/number-format.js';
import { MINUTE_MS, SECOND_MS } from '../../../src/config/time.js';

/** Levels on each side. */
export const EXCHANGE_BOOK_DEPTH = 20;
/** Grid spacing as a share of the price, before rounding to the price step. */
const LEVEL_SPACING = 0.0004;
const LEVEL_LIFE_MS = { min: 3 * SECOND_MS, max: MINUTE_MS } as const;
/** Quantities in USD run from about this to e^4 times more. */
const LEVEL_NOTIONAL_USD = 200;

/** A side of the book: [price, quantity] pairs, best first. */
export type BookSide = Array<[number, number]>;

export interface ExchangeBook {
  b: BookSide;
  s: BookSide;
}

function levelQty(key: number, level: number, t: number, m: MarketRef, baseUsd: number): number {
  const life = LEVEL_LIFE_MS.min + unit(hash(key, level, 1)) * (LEVEL_LIFE_MS.max - LEVEL_LIFE_MS.min);
  const generation = Math.floor((t + unit(hash(key, level, 2)) * life) / life);
  const notional = LEVEL_NOTIONAL_USD * Math.exp(4 * unit(hash(key, level, generation, 3)) ** 2);
  return Math.max(m.priMinAmount, roundTo(notional / (baseUsd || 1), m.baseAssetPrecision));
}

/**
 * The book at time t around `lastPrice`; `baseUsd` is a rough USD value of the
 * base asset, only to size quantities.
 */
export function exchangeBook(seed: number, m: MarketRef, lastPrice: number, baseUsd: number, t: number, depth = EXCHANGE_BOOK_DEPTH): ExchangeBook {
  const key = hashString(`book:${m.symbol}`, seed);
  const grid = Math.max(1, Math.round((lastPrice * LEVEL_SPACING) / m.priceStep)) * m.priceStep;
  const below = Math.floor(lastPrice / grid);
  const above = Math.ceil(lastPrice / grid) === below ? below + 1 : Math.ceil(lastPrice / grid);
  const b: BookSide = [];
  const s: BookSide = [];
  for (let k = 0; k < depth; k++) {
    const bidLevel = below - k;
    if (bidLevel > 0) b.push([roundTo(bidLevel * grid, m.priceDecimals), levelQty(key, bidLevel, t, m, baseUsd)]);
    const askLevel = above + k;
    s.push([roundTo(askLevel * grid, m.priceDecimals), levelQty(key, askLevel, t, m, baseUsd)]);
  }
  return { b, s };
}

/** The levels of `next` that differ from `prev`, a quantity of 0 for a level that went away. */
export function bookDiff(prev: ExchangeBook, next: ExchangeBook): ExchangeBook {
  return { b: sideDiff(prev.b, next.b), s: sideDiff(prev.s, next.s) };
}

function sideDiff(prev: BookSide, next: BookSide): BookSide {
  const before = new Map(prev);
  const out: BookSide = [];
  for (const [price, qty] of next) {
    if (before.get(price) !== qty) out.push([price, qty]);
    before.delete(price);
  }
  for (const price of before.keys()) out.push([price, 0]);
  return out;
}
