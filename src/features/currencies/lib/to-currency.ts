import { color } from './color';
import { icon } from './icon';
import { fullPrecision, precision } from './precision';
import { systemSymbol } from './system-symbol';

/** A currency as `GET main/api/v2/public/currencies` sends it (api-facts). */
export interface ApiCurrency {
  symbol: string;
  name: string;
  /** 10^decimals of the smallest unit; a number, or a decimal string for very large values. */
  subunits: number | string;
  wallets?: string[];
  order?: number;
  delisted?: boolean;
  base?: string;
  transactionInfoUrl?: string | null;
  addressInfoUrl?: string | null;
  blockInfoUrl?: string | null;
}

/** The store's currency: the API fields plus the derivations of spec section 3. */
export interface Currency extends ApiCurrency {
  wallets: string[];
  systemSymbol: string;
  precision: number;
  fullPrecision: number;
  icon: string;
  color: string;
}

export function toCurrency(api: ApiCurrency): Currency {
  return {
    ...api,
    wallets: api.wallets ?? [],
    systemSymbol: systemSymbol(api.symbol),
    precision: precision(api),
    fullPrecision: fullPrecision(api),
    icon: icon(api.symbol),
    color: color(api.symbol),
  };
}
