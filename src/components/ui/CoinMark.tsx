/**
 * A coin's mark: a disc in the coin's colour (the spec's colour table, or a
 * steady colour made from the symbol) with its first letter, beside the
 * symbol. No image files, so it works offline and costs nothing to load.
 */
import { coinColor } from '../../config/coin-colors';
import { DomStyledSpan } from './DomStyledSpan';
import './coin-mark.css';

/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
export function textOn(hex: string): '#000000' | '#ffffff' {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05) ? '#000000' : '#ffffff';
}

export function CoinMark({ symbol, name }: { symbol: string; name?: string }) {
  const colour = coinColor(symbol);
  return (
    <span className="coin-mark">
      <DomStyledSpan className="coin-mark__disc" aria-hidden={true} domStyle={{ backgroundColor: colour, color: textOn(colour) }}>
        {symbol.slice(0, 1)}
      </DomStyledSpan>
      <span className="coin-mark__symbol">{symbol}</span>
      {name && <span className="coin-mark__name">{name}</span>}
    </span>
  );
}
