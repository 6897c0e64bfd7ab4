import { formatFeePercent } from '../../currencies/lib/format-fee-percent';
import { FormattedMessage, FormattedNumber } from '../../../lib/intl';
import type { FeeElement } from '../api';

function Part({ value, type, coin }: { value: number; type: string; coin: string }) {
  // Percentages are fractions shown x100 with a % sign (spec section 9).
  if (type === 'PERCENTAGE') return <>{formatFeePercent(value)}</>;
  return (
    <>
      <FormattedNumber value={value} maximumFractionDigits={8} /> {coin}
    </>
  );
}

/** A fee as users read it: "0.5%", "0.0001 BTC" or "0.1% + 0.000001 BTC". */
export function FeeValue({ element, coin }: { element: FeeElement; coin: string }) {
  const main = <Part value={element.value} type={element.type} coin={coin} />;
  if (element.sndValue === null || element.sndType === null) return <span className="fee-value">{main}</span>;
  return (
    <span className="fee-value">
      <FormattedMessage id="pricing.fee.plus" values={{ first: main, second: <Part value={element.sndValue} type={element.sndType} coin={coin} /> }} />
    </span>
  );
}
