import { FormattedMessage, FormattedNumber } from '../../../lib/intl';

/** A tier's range in `unit`: "from 10 to 50 BTC" or "50 BTC and more". */
export function TierRange({ start, end, unit }: { start: number; end: number | null; unit: string }) {
  const from = <FormattedNumber value={start} maximumFractionDigits={8} />;
  if (end === null) return <FormattedMessage id="pricing.tier.open" values={{ start: from, unit }} />;
  return <FormattedMessage id="pricing.tier.range" values={{ start: from, end: <FormattedNumber value={end} maximumFractionDigits={8} />, unit }} />;
}
