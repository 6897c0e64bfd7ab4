/**
 * Currencies and exchange rates (spec section 3): the currency list with its
 * derived fields, and the rate list that conversions use. Loaded at startup;
 * both calls are cached 300 s and a failure shows an error notice.
 */
import { proxy } from 'valtio';
import { CACHE_TTL_SECONDS } from '../../config/limits';
import { api } from '../../lib/api';
import { convert, type ExchangeRate } from './lib/convert';
import { systemSymbol } from './lib/system-symbol';
import { toCurrency, type ApiCurrency, type Currency } from './lib/to-currency';

export const CURRENCIES_PATH = 'main/api/v2/public/currencies';
export const RATES_PATH = 'main/api/v2/exchangeRate/list';

// -- State --

export interface CurrenciesState {
  list: Currency[];
  rates: ExchangeRate[];
}

export const currenciesState = proxy<CurrenciesState>({ list: [], rates: [] });

// -- Actions --

export async function loadCurrencies(): Promise<void> {
  try {
    const { currencies } = await api.get<{ currencies: ApiCurrency[] }>(CURRENCIES_PATH, {
      cache: CACHE_TTL_SECONDS.standard,
      notify: 'request-failed',
    });
    currenciesState.list = currencies.map(toCurrency);
  } catch {
    // The notice is shown; the previous list stays.
  }
}

export async function loadRates(): Promise<void> {
  try {
    const { list } = await api.get<{ list: ExchangeRate[] }>(RATES_PATH, {
      cache: CACHE_TTL_SECONDS.standard,
      notify: 'request-failed',
    });
    currenciesState.rates = list;
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
