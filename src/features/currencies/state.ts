/**
 * Currencies and exchange rates (spec section 3): the currency list with its
 * derived fields, and the rate list that conversions use. Loaded at startup;
 * a failure shows an error notice and keeps the previous list.
 */
import { proxy } from 'valtio';
import { fetchCurrencies } from './api/get-currencies';
import { fetchExchangeRates } from './api/get-exchange-rates';
import { convert, type ExchangeRate } from './lib/convert';
import { systemSymbol } from './lib/system-symbol';
import { toCurrency, type Currency } from './lib/to-currency';

// -- State --

export interface CurrenciesState {
  list: Currency[];
  rates: ExchangeRate[];
}

export const currenciesState = proxy<CurrenciesState>({ list: [], rates: [] });

// -- Actions --

export async function loadCurrencies(): Promise<void> {
  try {
    currenciesState.list = (await fetchCurrencies()).map(toCurrency);
  } catch {
    // The notice is shown; the previous list stays.
  }
}

export async function loadRates(): Promise<void> {
  try {
    currenciesState.rates = await fetchExchangeRates();
  } catch {
    // As above.
  }
}

// -- Selectors --

/** A currency by symbol; EURKM variants find EUR and ONEINCH finds 1INCH. */
export function findCurrency(symbol: string): Currency | undefined {
  const wanted = systemSymbol(symbol);
  return currenciesState.list.find((c) => c.symbol === symbol) ?? currenciesState.list.find((c) => c.systemSymbol === wanted);
}

/** `amount` of `from` in `to` with the loaded rates; no rate logs and yields 0 (spec section 8). */
export function convertAmount(amount: string | number, from: string, to: string): number {
  return convert(amount, from, to, currenciesState.rates);
}
