/**
 * Streams the last price of each market a block lists, while it is mounted:
 * one exchange stream per market (live-prices.ts), shared with any other block
 * that shows the same market, and REST polling only while a socket is down.
 */
import { useEffect } from 'react';
import { watchLivePrice, type StreamOpener } from './live-prices';

/** `open` is for tests (a fake socket); the page uses the real stream. */
export function useLivePrices(symbols: readonly string[], open?: StreamOpener): void {
  // One string, so a new array with the same markets does not reopen the streams.
  const key = symbols.join(',');
  useEffect(() => {
    const stops = key === '' ? [] : key.split(',').map((symbol) => watchLivePrice(symbol, open));
    return () => stops.forEach((stop) => stop());
  }, [key, open]);
}
