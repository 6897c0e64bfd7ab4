import type { ExchangeRate } from '../../../config/api/reference';
import { systemSymbol } from './system-symbol';

/** One entry of `GET main/api/v2/exchangeRate/list` (the contract's): 1 from = rate to, a decimal string. */
export type { ExchangeRate };

export interface ConversionLogger {
  warn: (message: string) => void;
}

/** The hub currency: the rate list quotes every coin and fiat against BTC. */
export const BRIDGE_CURRENCY = 'BTC';

function positiveRate(value: string | number): number | undefined {
  const rate = Number(value);
  return Number.isFinite(rate) && rate > 0 ? rate : undefined;
}

/** The rate from -> to given directly, or as the inverse of to -> from. */
function directOrInverse(from: string, to: string, rates: readonly ExchangeRate[]): number | undefined {
  let inverse: number | undefined;
  for (const entry of rates) {
    const entryFrom = systemSymbol(entry.fromCurrency);
    const entryTo = systemSymbol(entry.toCurrency);
    if (entryFrom === from && entryTo === to) {
      const rate = positiveRate(entry.exchangeRate);
      if (rate !== undefined) return rate;
    } else if (inverse === undefined && entryFrom === to && entryTo === from) {
      const rate = positiveRate(entry.exchangeRate);
      if (rate !== undefined) inverse = 1 / rate;
    }
  }
  return inverse;
}

/**
 * How many `to` one `from` is worth: 1 for the same currency, else a direct
 * rate, else the inverse of the opposite rate, else through BTC. Symbols are
 * compared by system symbol (EURKM is EUR). Undefined when no path exists.
 */
export function findRate(from: string, to: string, rates: readonly ExchangeRate[]): number | undefined {
  const source = systemSymbol(from);
  const target = systemSymbol(to);
  if (source === target) return 1;
  const direct = directOrInverse(source, target, rates);
  if (direct !== undefined) return direct;
  if (source === BRIDGE_CURRENCY || target === BRIDGE_CURRENCY) return undefined;
  const toBridge = directOrInverse(source, BRIDGE_CURRENCY, rates);
  const fromBridge = directOrInverse(BRIDGE_CURRENCY, target, rates);
  return toBridge !== undefined && fromBridge !== undefined ? toBridge * fromBridge : undefined;
}

/**
 * `amount` of `from` expressed in `to`, as a number for display and estimates
 * (exact figures come from the server). Spec section 8: with no rate available
 * the conversion logs and yields zero, so one missing quote blanks a figure
 * instead of breaking a page. A malformed amount also yields zero.
 */
export function convert(amount: string | number, from: string, to: string, rates: readonly ExchangeRate[], logger: ConversionLogger = console): number {
  const value = Number(amount);
  if (!Number.isFinite(value)) return 0;
  const rate = findRate(from, to, rates);
  if (rate === undefined) {
    logger.warn(`No exchange rate from ${from} to ${to}; showing 0.`);
    return 0;
  }
  return value * rate;
}
