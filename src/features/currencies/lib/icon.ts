import { systemSymbol } from './system-symbol';

/**
 * Where a coin's icon is served from: `/icons/coins/<system symbol, lower case>.svg`
 * (BTC -> /icons/coins/btc.svg, ONEINCH -> /icons/coins/1inch.svg, EURKM -> eur.svg).
 * The files live in public/icons/coins/; a component shows a coloured
 * placeholder (see `color`) when the file is missing.
 */
export const COIN_ICON_DIR = '/icons/coins';

export function icon(symbol: string): string {
  return `${COIN_ICON_DIR}/${encodeURIComponent(systemSymbol(symbol).toLowerCase())}.svg`;
}
