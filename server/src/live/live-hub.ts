/**
 * Keeps the feeds that have subscribers and drives them from one timer, which
 * runs only while some socket is open. Feeds are dropped with their last
 * subscriber, so an idle server computes nothing.
 */
import { HASHPOWER_PUSH_MS, LIVE_TICK_MS } from '../../../src/config/live-streams.js';
import type { MarketSimulator } from '../market/types.js';
import { ExchangeFeed } from './exchange-feed.js';
import { HashpowerFeed } from './hashpower-feed.js';
import type { Subscriber } from './subscriber.js';

/** Ticks that may be missed before the live feeds count as down. */
const HEALTHY_TICK_PERIODS = 5;

export class LiveHub {
  private readonly exchange = new Map<string, ExchangeFeed>();
  private readonly hashpower = new Map<string, HashpowerFeed>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private lastTickAt = 0;

  constructor(
    private readonly market: MarketSimulator,
    private readonly now: () => number,
  ) {}

  exchangeFeed(symbol: string): ExchangeFeed {
    let feed = this.exchange.get(symbol);
    if (!feed) this.exchange.set(symbol, (feed = new ExchangeFeed(this.market, symbol, this.now())));
    return feed;
  }

  hashpowerFeed(algorithm: string): HashpowerFeed {
    let feed = this.hashpower.get(algorithm);
    if (!feed) this.hashpower.set(algorithm, (feed = new HashpowerFeed(this.market, algorithm)));
    return feed;
  }

  join(feed: ExchangeFeed | HashpowerFeed, sub: Subscriber): void {
    feed.subscribers.add(sub);
    if (this.timer) return;
    this.lastTickAt = this.now();
    this.timer = setInterval(() => this.tick(), LIVE_TICK_MS);
  }

  leave(feed: ExchangeFeed | HashpowerFeed, sub: Subscriber): void {
    feed.subscribers.delete(sub);
    if (feed.subscribers.size > 0) return;
    if (feed instanceof ExchangeFeed) this.exchange.delete(feed.symbol);
    else this.hashpower.delete(feed.algorithm);
    if (this.exchange.size + this.hashpower.size === 0) this.stop();
  }

  tick(): void {
    const t = this.now();
    this.lastTickAt = t;
    for (const feed of this.exchange.values()) feed.tick(t);
    for (const feed of this.hashpower.values()) {
      if (t - feed.lastPush >= HASHPOWER_PUSH_MS) feed.push(t);
    }
  }

  /**
   * Whether the feeds keep time: idle (no socket open), or ticked within a few
   * periods. A blocked event loop or a stuck timer makes it false.
   */
  healthy(now: number): boolean {
    return this.timer === undefined || now - this.lastTickAt <= LIVE_TICK_MS * HEALTHY_TICK_PERIODS;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}
