import { MAX_PRECISION } from '../../../config/limits';
import { FormattedMessage, FormattedNumber } from '../../../lib/intl';

/** A paying price: BTC per price unit per day. */
export function PriceValue({ value, unit }: { value: number | null; unit: string }) {
  if (value === null) return <span className="muted">–</span>;
  return (
    <>
      <FormattedNumber value={value} maximumFractionDigits={MAX_PRECISION} />{' '}
      <span className="stat__unit">
        <FormattedMessage id="home.topAlgorithms.unit" values={{ factor: unit }} />
      </span>
    </>
  );
}

/** A speed in a display unit ("PH" -> PH/s). */
export function SpeedValue({ value, unit }: { value: number | null; unit: string }) {
  if (value === null) return <span className="muted">–</span>;
  return (
    <>
      <FormattedNumber value={value} maximumFractionDigits={2} /> <span className="stat__unit">{unit}/s</span>
    </>
  );
}

/** BTC per day. */
export function BtcPerDay({ value }: { value: number }) {
  return (
    <>
      <FormattedNumber value={value} maximumFractionDigits={MAX_PRECISION} />{' '}
      <span className="stat__unit">
        <FormattedMessage id="marketing.unit.btcPerDay" />
      </span>
    </>
  );
}
