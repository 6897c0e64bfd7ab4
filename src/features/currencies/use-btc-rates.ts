/**
 * What one BTC is worth in each of a few fiat currencies (the calculator's
 * USD, EUR and the visitor's display currency), from profcalcRates/{currency}:
 * one call per currency; a currency whose call fails has no rate (0), so the
 * others still show.
 */
import { useCallback } from 'react';
import { useRemote } from '../../lib/use-remote';
import { fetchProfcalcRates } from './api/get-profcalc-rates';
import { findRate } from './lib/convert';

export function useBtcRates(currencies: readonly string[]) {
  const key = [...new Set(currencies)].join(',');
  const load = useCallback(
    async (signal: AbortSignal) => {
      const codes = key.split(',').filter(Boolean);
      const answers = await Promise.allSettled(codes.map((code) => fetchProfcalcRates(code, signal)));
      const rates: Record<string, number> = {};
      let asOf = Date.now();
      answers.forEach((answer, i) => {
        const code = codes[i]!;
        rates[code] = answer.status === 'fulfilled' ? (findRate('BTC', code, answer.value.data) ?? 0) : 0;
        if (answer.status === 'fulfilled') asOf = Math.min(asOf, answer.value.asOf);
      });
      return { data: rates, asOf };
    },
    [key],
  );
  return useRemote<Record<string, number>>(load);
}
