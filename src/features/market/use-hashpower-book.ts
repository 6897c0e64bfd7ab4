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
import { loadRemote, type SlotUpdate } from '../../lib/load-remote';
import { LOADING, ready, type Remote } from '../../lib/remote';
import { fetchOrderBook } from './api/get-order-book';
import { parseLocationBook, type LocationBook, type RawLocationBook } from './hashpower-book';

export interface LiveBook {
  state: Remote<LocationBook>;
  mode: LiveMode;
}

type Books = Record<string, RawLocationBook>;

export function useHashpowerBook(algorithm: string, location: string): LiveBook {
  // Every location's book of one algorithm: the stream and the REST call both bring them all.
  const [held, setHeld] = useState<{ algorithm: string; books: Remote<Books> }>({ algorithm, books: LOADING });
  const [mode, setMode] = useState<LiveMode>('connecting');

  useEffect(() => {
    const update: SlotUpdate<Books> = (change) => setHeld((h) => ({ algorithm, books: change(h.algorithm === algorithm ? h.books : LOADING) }));
    const poll = async () => void (await loadRemote(update, () => fetchOrderBook(algorithm)));
    // The first paint should not wait for the socket.
    void poll();
    const stream = openLiveStream({
      url: streamUrl(API.hashpowerStream, { algorithm }),
      subscribe: [{ m: 'subscribe.orderbook' }],
      onMessage: (msg) => {
        if (msg.m === 'hp.s') update(() => ready(msg.stats as Books, msg.ts as number));
      },
      onStatus: setMode,
      poll,
      pollMs: Math.max(LAST_PRICE_MAX_AGE_MS, HASHPOWER_PUSH_MS),
    });
    return () => stream.close();
  }, [algorithm]);

  const books = held.algorithm === algorithm ? held.books : LOADING;
  // A failed poll leaves the last book on screen, with its time.
  const raw = books.data?.[location];
  if (raw) return { state: ready(parseLocationBook(raw), books.asOf), mode };
  if (books.status === 'error') return { state: { status: 'error', error: books.error }, mode };
  return { state: LOADING, mode };
}
