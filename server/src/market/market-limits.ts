/**
 * Bounds the simulator keeps on its own, whatever a caller passes: the routes
 * validate their parameters too, but code that loops on a number must not
 * trust that validation (a non-finite number once slipped through and made
 * the trade tape loop for ever).
 */
import { DAY_MS } from '../../../src/config/time.js';
import { CANDLE_REQUEST_LIMITS } from '../server-limits.js';

/** Most trades one call of recentTrades returns. */
export const MAX_RECENT_TRADES = 1000;
/**
 * Longest range one call of candles covers, in buckets of its resolution
 * (1500 candles; one more when the range does not start on a bucket
 * boundary); a longer range is cut at its end.
 */
export const MAX_CANDLES_PER_REQUEST = CANDLE_REQUEST_LIMITS.maxCandles;
/** Longest span of the tape one call of candles reads: as a request may ask (400 days, so about 400 daily candles). */
export const MAX_CANDLE_SPAN_MS = CANDLE_REQUEST_LIMITS.maxSpanDays * DAY_MS;
/**
 * The simulated exchange opened on 1 January 2020: no candle and no listed
 * trade is older. It keeps the history a client can make the server compute
 * (and memoise) finite; prices themselves are defined at any time.
 */
export const MARKET_HISTORY_START_MS = Date.UTC(2020, 0, 1);

/** A count a caller asked for, as a whole number in [0, max]: NaN is 0, Infinity is max. */
export function clampCount(value: number, max: number): number {
  if (Number.isNaN(value) || value <= 0) return 0;
  return Math.min(Math.floor(value), max);
}

/**
 * Candles built off the event loop (candle-builds.ts). A range longer than
 * `inlineSpanMs` can cost seconds of CPU the first time (400 daily candles:
 * about 2.3 million simulated trades), so it is built on one worker thread,
 * one range at a time, with at most `maxWaiting` more queued behind it; past
 * that a request is refused with 503 and Retry-After `retryAfterSeconds`. A
 * range up to `inlineSpanMs` (the chart's 24 h window, spec section 9) costs
 * at most a few milliseconds and is built where it is asked.
 */
export const CANDLE_BUILDS = {
  inlineSpanMs: DAY_MS,
  maxWaiting: 3,
  retryAfterSeconds: 5,
} as const;
