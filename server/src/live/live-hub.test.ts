import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_TICK_MS } from '../../../src/config/live-streams.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { LiveHub } from './live-hub.js';
import { newSubscriber } from './subscriber.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('LiveHub health', () => {
  it('is healthy while idle, and while its timer ticks; late ticks make it unhealthy', () => {
    let now = 1_700_000_000_000;
    const hub = new LiveHub(t.app.market, () => now);
    try {
      expect(hub.healthy(now)).toBe(true);
      const sub = newSubscriber(() => undefined);
      const feed = hub.exchangeFeed('BTCUSDT');
      hub.join(feed, sub);
      now += LIVE_TICK_MS * 5;
      expect(hub.healthy(now)).toBe(true);
      now += 1;
      expect(hub.healthy(now)).toBe(false);
      hub.tick();
      expect(hub.healthy(now)).toBe(true);
      hub.leave(feed, sub);
      now += LIVE_TICK_MS * 100;
      expect(hub.healthy(now)).toBe(true);
    } finally {
      hub.stop();
    }
  });
});
