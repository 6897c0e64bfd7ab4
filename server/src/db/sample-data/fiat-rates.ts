/**
 * Sample fiat rates, units of each currency per 1 USD (a fixed snapshot, not
 * live data). The simulator keeps fiat rates constant and moves crypto prices.
 */
export const SAMPLE_FIAT_RATES: ReadonlyArray<readonly [currency: string, perUsd: string]> = [
  ['USD', '1'],
  ['EUR', '0.92'],
  ['CNY', '7.24'],
  ['GBP', '0.79'],
  ['RUB', '96.5'],
  ['JPY', '151.2'],
  ['CHF', '0.88'],
  ['CAD', '1.37'],
  ['AUD', '1.53'],
  ['PLN', '3.98'],
  ['CZK', '23.4'],
  ['SEK', '10.9'],
  ['NOK', '11.0'],
  ['BRL', '5.6'],
  ['INR', '84.1'],
  ['KRW', '1390'],
  ['TRY', '34.2'],
  ['UAH', '41.3'],
  ['MXN', '19.9'],
];
