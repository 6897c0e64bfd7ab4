import { FeeValue } from '../../../features/fees/components/FeeValue';
import { TierRange } from '../../../features/fees/components/TierRange';
import type { FeeRule } from '../../../features/fees/types';
import { FormattedMessage, type MessageId } from '../../../lib/intl';
import { TableHead } from '../../../components/ui/TableHead';

interface Props {
  rule: FeeRule;
  caption: MessageId;
  /** What the tiers are measured in, e.g. "BTC" of 30-day volume. */
  tierUnit: string;
  /** The coin absolute fees are in. */
  coin: string;
  testId: string;
}

/** One fee and its tiers: range, fee. */
export function TierTable({ rule, caption, tierUnit, coin, testId }: Props) {
  return (
    <table className="table fee-table" data-testid={testId}>
      <caption>
        <FormattedMessage id={caption} />
      </caption>
      <TableHead columns={['pricing.column.tier', { label: 'pricing.column.fee', numeric: true }]} />
      <tbody>
        {rule.intervals.map((interval) => (
          <tr key={interval.start}>
            <th scope="row">
              <TierRange start={interval.start} end={interval.end} unit={tierUnit} />
            </th>
            <td className="table__number" data-testid="fee-value">
              <FeeValue element={interval.element} coin={rule.coin ?? coin} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
