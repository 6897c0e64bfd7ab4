/**
 * A coin's full name by symbol ("BTC" -> "Bitcoin") from the loaded currency
 * list, for screens that show coins beside their symbols. EURKM variants and
 * ONEINCH find their system symbol's entry, like findCurrency.
 */
import { useCallback } from 'react';
import { systemSymbol } from './lib/system-symbol';
import { useCurrencyList } from './use-currency-list';

const NONE: never[] = [];

export type CurrencyNames = (symbol: string) => string | undefined;

export function useCurrencyNames(): CurrencyNames {
  const list = useCurrencyList() ?? NONE;
  return useCallback(
    (symbol: string) => {
      const found = list.find((c) => c.symbol === symbol) ?? list.find((c) => c.systemSymbol === systemSymbol(symbol));
      return found?.name || undefined;
    },
    [list],
  );
}
