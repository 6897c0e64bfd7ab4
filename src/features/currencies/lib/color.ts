import { coinColor } from '../../../config/coin-colors';
import { systemSymbol } from './system-symbol';

/** A currency's brand colour (by system symbol), or its stable generated colour. */
export function color(symbol: string): string {
  return coinColor(systemSymbol(symbol));
}
