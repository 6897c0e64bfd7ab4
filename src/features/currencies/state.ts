/**
 * Currencies and exchange rates (spec section 3): the currency list with its
 * derived fields, and the rate list that conversions use, one slot each
 * (src/lib/remote.ts). Loaded at startup; a failure shows an error notice and
 * keeps the previous list.
 */
import { proxy } from 'valtio';
import { loadSlot } from '../../lib/load-remote';
import { idle, type Remote } from '../../lib/remote';
import { fetchCurrencies } from './api/get-currencies';
import { fetchExchangeRates } from './api/get-exchange-rates';
import { convert, type ExchangeRate } from './lib/convert';
import { systemSymbol } from './lib/system-symbol';
import { toCurrency, type Currency } from './lib/to-currency';

// -- State --

export interface CurrenciesState {
  list: Remote<Currency[]>;
  rates: Remote<ExchangeRate[]>;
}

export const currenciesState = proxy<CurrenciesState>({ list: idle(), rates: idle() });

// -- Actions --

export async function loadCurrencies(): Promise<void> {
  await loadSlot(currenciesState, 'list', async () => {
    const { data, asOf } = await fetchCurrencies();
    return { data: data.map(toCurrency), asOf };
  });
}

export async function loadRates(): Promise<void> {
  await loadSlot(currenciesState, 'rates', fetchExchangeRates);
}

// -- Selectors --

/** A currency by symbol; EURKM variants find EUR and ONEINCH finds 1INCH. */
export function findCurrency(symbol: string): Currency | undefined {
  const wanted = systemSymbol(symbol);
  const list = currenciesState.list.data ?? [];
  return list.find((c) => c.symbol === symbol) ?? list.find((c) => c.systemSymbol === wanted);
}

/** `amount` of `from` in `to` with the loaded rates; no rate logs and yields 0 (spec section 8). */
export function convertAmount(amount: string | number, from: string, to: string): number {
  return convert(amount, from, to, currenciesState.rates.data ?? []);
}
