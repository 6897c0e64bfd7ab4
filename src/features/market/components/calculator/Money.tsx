import { MAX_PRECISION } from '../../../../config/limits';
import { FormattedMessage, FormattedNumber } from '../../../../lib/intl';

/** An amount of BTC, up to 8 decimals. */
export function Btc({ value }: { value: number | null }) {
  if (value === null) return <span className="muted">–</span>;
  return (
    <>
      <FormattedNumber value={value} maximumFractionDigits={MAX_PRECISION} /> <FormattedMessage id="calculator.unit.btc" />
    </>
  );
}

/** An amount of the chosen fiat currency. */
export function Fiat({ value, currency }: { value: number | null; currency: string }) {
  if (value === null) return <span className="muted">–</span>;
  return <FormattedNumber value={value} style="currency" currency={currency} maximumFractionDigits={2} minimumFractionDigits={2} />;
}
