/**
 * Last prices pushed live (spec 4: never older than 5 s while shown): while a
 * page shows a market's price, the exchange stream of that market
 * (`API.exchangeStream`, the `statistics` channel) pushes it each time it
 * changes, and it joins the exchange state at once. One socket per market
 * however many blocks show it; the last one to stop watching closes it. When
 * sockets fail (a proxy that blocks them), the REST prices are asked for every
 * LAST_PRICE_MAX_AGE_MS instead; while the user is away nothing runs
 * (lib/live/live-stream.ts).
 */
import { API } from '../../config/api-contract';
import { LAST_PRICE_MAX_AGE_MS } from '../../config/limits';
import { openLiveStream, type LiveStreamOptions } from '../../lib/live/live-stream';
import { streamUrl } from '../../lib/live/stream-url';
import { applyStreamedPrice, refreshPrices } from './state';

/** How a stream is opened; tests hand in a fake socket. */
export type StreamOpener = (options: LiveStreamOptions) => { close(): void };

const watched = new Map<string, { watchers: number; stream: { close(): void } }>();

/** Starts the live price of `symbol` (or counts one more watcher of it); the returned function stops watching. */
export function watchLivePrice(symbol: string, open: StreamOpener = openLiveStream): () => void {
  let entry = watched.get(symbol);
  if (!entry) {
    const stream = open({
      url: streamUrl(API.exchangeStream, { market: symbol }),
      subscribe: [{ m: 'subscribe.statistics' }],
      onMessage: (msg) => {
        if (msg.m === 's.u') applyStreamedPrice(symbol, msg.p, msg.ts);
      },
      onStatus: () => undefined,
      poll: () => refreshPrices(),
      pollMs: LAST_PRICE_MAX_AGE_MS,
    });
    entry = { watchers: 0, stream };
    watched.set(symbol, entry);
  }
  entry.watchers++;
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    const current = watched.get(symbol);
    if (!current || --current.watchers > 0) return;
    watched.delete(symbol);
    current.stream.close();
  };
}
