/**
 * How the fees-and-horizons section's integer figures read: BTC to the
 * satoshi, each fiat to its minor unit, other figures with the digits they
 * carry; the same integers the CSV writes, so the two agree to the digit.
 */
import type { IntlShape } from '../../../../lib/intl';
import { BACKTEST_DIGITS } from '../../calculator/backtest-csv';
import type { Figure } from '../../calculator/economics-csv';

export interface EconomicsFormat {
  btc: (sat: number | null) => string;
  fiat: (currency: string, minor: number | null | undefined) => string;
  figure: (figure: Figure | null) => string;
  money: (currency: string, figure: Figure | null) => string;
  percent: (fraction: number) => string;
}

export const DASH = '–';

export function economicsFormat(intl: IntlShape, decimals: Readonly<Record<string, number>>): EconomicsFormat {
  const btc = new Intl.NumberFormat(intl.locale, { minimumFractionDigits: BACKTEST_DIGITS.btc, maximumFractionDigits: BACKTEST_DIGITS.btc });
  const fiats = new Map<string, Intl.NumberFormat>();
  const fiatFormat = (currency: string, digits: number) => {
    const key = `${currency}:${digits}`;
    if (!fiats.has(key))
      fiats.set(key, new Intl.NumberFormat(intl.locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }));
    return fiats.get(key)!;
  };
  const plain = (f: Figure) =>
    new Intl.NumberFormat(intl.locale, { minimumFractionDigits: f.scale, maximumFractionDigits: f.scale }).format(f.units / 10 ** f.scale);
  const percent = new Intl.NumberFormat(intl.locale, { style: 'percent', maximumFractionDigits: 2 });
  return {
    btc: (sat) => (sat === null ? DASH : btc.format(sat / 1e8)),
    fiat: (currency, minor) => {
      if (minor === null || minor === undefined) return DASH;
      const digits = decimals[currency] ?? 2;
      return fiatFormat(currency, digits).format(minor / 10 ** digits);
    },
    figure: (f) => (f === null ? DASH : plain(f)),
    money: (currency, f) => (f === null ? DASH : fiatFormat(currency, f.scale).format(f.units / 10 ** f.scale)),
    percent: (fraction) => percent.format(fraction),
  };
}
