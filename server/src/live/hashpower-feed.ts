/** The live hash-power order book of one algorithm, pushed in the REST call's shape. */
import { HASHPOWER_PUSH_ORDERS, type ServerMessage } from '../../../src/config/live-streams.js';
import { orderBookAnswer } from '../market/order-book-answer.js';
import type { MarketSimulator } from '../market/types.js';
import { broadcast } from './exchange-feed.js';
import type { Subscriber } from './subscriber.js';

export class HashpowerFeed {
  readonly subscribers = new Set<Subscriber>();
  lastPush = -Infinity;

  constructor(
    private readonly market: MarketSimulator,
    readonly algorithm: string,
  ) {}

  snapshot(t: number): ServerMessage | undefined {
    const books = this.market.orderBook(this.algorithm, t);
    const algorithm = this.market.algorithmStats(this.algorithm, t)?.algorithm;
    if (!books || !algorithm) return undefined;
    return { m: 'hp.s', ts: t, ...orderBookAnswer(books, algorithm, t, { page: 0, size: HASHPOWER_PUSH_ORDERS }) };
  }

  push(t: number): void {
    const subs = [...this.subscribers].filter((s) => s.channels.has('orderbook'));
    const msg = subs.length > 0 ? this.snapshot(t) : undefined;
    if (msg) broadcast(subs, msg);
    this.lastPush = t;
  }
}
