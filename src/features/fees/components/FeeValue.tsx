import { formatFeePercent } from '../format-fee-percent';
import { FormattedMessage, FormattedNumber, useIntl } from '../../../lib/intl';
import type { FeeElement } from '../types';

function Part({ value, type, coin }: { value: number; type: string; coin: string }) {
  const intl = useIntl();
  // Percentages are fractions shown x100 with a % sign (spec section 9).
  if (type === 'PERCENTAGE') return <>{formatFeePercent(value, intl.locale)}</>;
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
