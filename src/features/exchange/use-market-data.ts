/**
 * One market's last 24 hours of one-minute candles (spec 9: window 24 h at
 * resolution 1), refreshed with the live data, and its latest trades,
 * refreshed every LAST_PRICE_MAX_AGE_MS while the tab is shown.
 */
import { useCallback } from 'react';
import { CANDLESTICK_WINDOW, LAST_PRICE_MAX_AGE_MS, LIVE_DATA_REFRESH_MS } from '../../config/limits';
import { useRemote } from '../../lib/use-remote';
import { fetchCandles } from './api/get-candles';
import { fetchTrades } from './api/get-trades';
import { HOUR_S, MINUTE_MS, MINUTE_S } from '../../config/time';

/** Trades listed under the chart. */
export const RECENT_TRADES = 15;

export function useCandles(market: string) {
  const load = useCallback(
    (signal: AbortSignal) => {
      // On the minute (the resolution): everyone asking within a minute asks the same URL, which the server's cache answers.
      const to = Math.floor(Date.now() / MINUTE_MS) * MINUTE_S;
      return fetchCandles(market, to - CANDLESTICK_WINDOW.hours * HOUR_S, to, CANDLESTICK_WINDOW.resolution, signal);
    },
    [market],
  );
  return useRemote(load, LIVE_DATA_REFRESH_MS);
}

export function useTrades(market: string) {
  const load = useCallback((signal: AbortSignal) => fetchTrades(market, RECENT_TRADES, signal), [market]);
  return useRemote(load, LAST_PRICE_MAX_AGE_MS);
}
