/**
 * What one BTC is worth in a fiat currency, from the calculator's rates
 * (profcalcRates/{currency}), with the time they were fetched.
 */
import { useCallback } from 'react';
import { useRemote } from '../../lib/use-remote';
import { fetchProfcalcRates } from './api/get-profcalc-rates';
import { findRate } from './lib/convert';

export function useBtcRate(currency: string) {
  const load = useCallback(
    async (signal: AbortSignal) => {
      const { data, asOf } = await fetchProfcalcRates(currency, signal);
      return { data: findRate('BTC', currency, data) ?? 0, asOf };
    },
    [currency],
  );
  return useRemote<number>(load);
}
