/**
 * The live order book of one algorithm and location: the hash-power stream
 * while sockets work, the REST call every LAST_PRICE_MAX_AGE_MS when they do
 * not, nothing while the tab is hidden. `asOf` is when the book shown was
 * made, so offline or paused it reads "as of <time>".
 */
import { useEffect, useState } from 'react';
import { API } from '../../config/api-contract';
import { LAST_PRICE_MAX_AGE_MS } from '../../config/limits';
import { HASHPOWER_PUSH_MS } from '../../config/live-streams';
import { openLiveStream, type LiveMode } from '../../lib/live/live-stream';
import { streamUrl } from '../../lib/live/stream-url';
import { failed, LOADING, ready, type RemoteState } from '../../lib/remote-state';
import { fetchOrderBook } from './api/get-order-book';
import { parseLocationBook, type LocationBook, type RawLocationBook } from './hashpower-book';

export interface LiveBook {
  state: RemoteState<LocationBook>;
  mode: LiveMode;
}

export function useHashpowerBook(algorithm: string, location: string): LiveBook {
  const [books, setBooks] = useState<{ algorithm: string; stats: Record<string, RawLocationBook>; asOf: number } | null>(null);
  const [error, setError] = useState<{ algorithm: string; message: string } | null>(null);
  const [mode, setMode] = useState<LiveMode>('connecting');

  useEffect(() => {
    const show = (stats: Record<string, RawLocationBook>, asOf: number) => {
      setBooks({ algorithm, stats, asOf });
      setError(null);
    };
    const poll = async () => {
      try {
        const { data, asOf } = await fetchOrderBook(algorithm);
        show(data, asOf ?? Date.now());
      } catch (e) {
        setError({ algorithm, message: (e as Error).message });
      }
    };
    // The first paint should not wait for the socket.
    void poll();
    const stream = openLiveStream({
      url: streamUrl(API.hashpowerStream, { algorithm }),
      subscribe: [{ m: 'subscribe.orderbook' }],
      onMessage: (msg) => {
        if (msg.m === 'hp.s') show(msg.stats as Record<string, RawLocationBook>, msg.ts);
      },
      onStatus: setMode,
      poll,
      pollMs: Math.max(LAST_PRICE_MAX_AGE_MS, HASHPOWER_PUSH_MS),
    });
    return () => stream.close();
  }, [algorithm]);

  const raw = books?.algorithm === algorithm ? books.stats[location] : undefined;
  if (raw && books) return { state: ready(parseLocationBook(raw), books.asOf), mode };
  if (error?.algorithm === algorithm) return { state: failed(new Error(error.message)), mode };
  return { state: LOADING, mode };
}
