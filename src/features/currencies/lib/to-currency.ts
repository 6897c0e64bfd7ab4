import type { Currency as ContractCurrency } from '../../../config/api/reference';
import { color } from './color';
import { icon } from './icon';
import { fullPrecision, precision } from './precision';
import { systemSymbol } from './system-symbol';

/** A currency as `GET main/api/v2/public/currencies` sends it (the contract's). */
export type ApiCurrency = ContractCurrency;

/** The store's currency: the API fields plus the derivations of spec section 3. */
export interface Currency extends ApiCurrency {
  systemSymbol: string;
  precision: number;
  fullPrecision: number;
  icon: string;
  color: string;
}

export function toCurrency(api: ApiCurrency): Currency {
  return {
    ...api,
    systemSymbol: systemSymbol(api.symbol),
    precision: precision(api),
    fullPrecision: fullPrecision(api),
    icon: icon(api.symbol),
    color: color(api.symbol),
  };
}
