/**
 * The live data of one exchange market, computed once per tick from the
 * simulator and sent to every socket that asked for it. Each message is
 * serialised once, whatever the number of subscribers.
 */
import type { CandleResolution, ServerMessage } from '../../../src/config/live-streams.js';
import { bookDiff, type ExchangeBook } from '../market/exchange-book.js';
import type { MarketSimulator } from '../market/types.js';
import type { Subscriber } from './subscriber.js';
import { MINUTE_MS } from '../../../src/config/time.js';

export class ExchangeFeed {
  readonly subscribers = new Set<Subscriber>();
  private lastTick: number;
  private book: ExchangeBook | undefined;
  private readonly lastCandle = new Map<CandleResolution, string>();
  private lastStats = '';

  constructor(
    private readonly market: MarketSimulator,
    readonly symbol: string,
    t: number,
  ) {
    this.lastTick = t;
  }

  /** What a new subscription sees at once: the whole book, the current candle, the statistics. */
  initial(channel: string, r: CandleResolution | undefined, t: number): ServerMessage | undefined {
    if (channel === 'orderbook') {
      this.book ??= this.market.exchangeOrderBook(this.symbol, t);
      return this.book && { m: 'ob.s', ts: t, ...this.book };
    }
    if (channel === 'candlesticks' && r) return this.candle(r, t);
    if (channel === 'statistics') return this.stats(t);
    return undefined;
  }

  tick(t: number): void {
    const subs = [...this.subscribers];
    const wants = (c: 'trades' | 'orderbook' | 'statistics') => subs.filter((s) => s.channels.has(c));
    const tradeSubs = wants('trades');
    if (tradeSubs.length > 0) {
      const trades = this.market.tradesBetween(this.symbol, this.lastTick, t);
      if (trades.length > 0) {
        const msg: ServerMessage = { m: 't.u', ts: t, t: trades.map((x) => ({ d: x.dir, p: x.price, q: x.qty, ts: x.timeUs })) };
        broadcast(tradeSubs, msg);
      }
    }
    this.lastTick = t;

    const bookSubs = wants('orderbook');
    if (bookSubs.length > 0) {
      const next = this.market.exchangeOrderBook(this.symbol, t);
      if (next && this.book) {
        const diff = bookDiff(this.book, next);
        if (diff.b.length + diff.s.length > 0) broadcast(bookSubs, { m: 'ob.u', ts: t, ...diff });
      }
      this.book = next;
    } else {
      this.book = undefined;
    }

    for (const r of new Set(subs.flatMap((s) => (s.channels.has('candlesticks') ? [...s.resolutions] : [])))) {
      const msg = this.candle(r, t);
      const key = msg && JSON.stringify(msg.c);
      if (msg && key !== this.lastCandle.get(r)) {
        this.lastCandle.set(r, key!);
        broadcast(
          subs.filter((s) => s.channels.has('candlesticks') && s.resolutions.has(r)),
          msg,
        );
      }
    }

    const statsSubs = wants('statistics');
    if (statsSubs.length > 0) {
      const msg = this.stats(t);
      const key = msg && JSON.stringify({ ...msg, ts: 0 });
      if (msg && key !== this.lastStats) {
        this.lastStats = key!;
        broadcast(statsSubs, msg);
      }
    }
  }

  private candle(r: CandleResolution, t: number): Extract<ServerMessage, { m: 'c.u' }> | undefined {
    const bucket = r * MINUTE_MS;
    const start = Math.floor(t / bucket) * bucket;
    const [c] = this.market.candles(this.symbol, start, start + bucket, r, t);
    return c && { m: 'c.u', ts: t, r, c: { t: c.time, o: c.open, c: c.close, l: c.low, h: c.high, v: c.volume } };
  }

  private stats(t: number): Extract<ServerMessage, { m: 's.u' }> | undefined {
    const s = this.market.marketStats(this.symbol, t);
    const p = this.market.lastPrice(this.symbol, t);
    return s && p !== undefined ? { m: 's.u', ts: t, p, l24: s.l24, h24: s.h24, v24: s.v24, c24: s.c24 } : undefined;
  }
}

export function broadcast(subs: Iterable<Subscriber>, msg: ServerMessage): void {
  const text = JSON.stringify(msg);
  for (const s of subs) s.send(text);
}
