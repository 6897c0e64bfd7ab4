/**
 * The currency list (loaded at the app's startup), asked for here if nothing
 * loaded it yet: on a page of islands there is no startup, and an island that
 * needs a coin's explorer template (the stratum generator, a mining address)
 * loads it itself.
 */
import { useEffect } from 'react';
import { useSnapshot, type Snapshot } from 'valtio';
import type { Currency } from './lib/to-currency';
import { currenciesState, loadCurrencies } from './state';

export function useCurrencyList(): Snapshot<Currency[]> | undefined {
  const { list } = useSnapshot(currenciesState);
  const missing = list.data === undefined && list.status !== 'loading';
  useEffect(() => {
    if (missing) void loadCurrencies();
  }, [missing]);
  return list.data;
}
