import { useId, useState } from 'react';
import { Island } from '../../../components/island/Island';
import type { WalletFees } from '../../../features/fees/types';
import { FeeValue } from '../../../features/fees/components/FeeValue';
import { TierRange } from '../../../features/fees/components/TierRange';
import { withdrawalCoins, withdrawalRows } from '../../../features/fees/withdrawal-rows';
import { FormattedMessage, useIntl, type MessageId } from '../../../lib/intl';
import { TableHead } from '../../../components/ui/TableHead';

const ALL = '';

/** Withdrawal methods by wallet key; an unknown key is shown as it is. */
const METHOD_LABELS: Readonly<Record<string, MessageId>> = {
  BITGO: 'pricing.method.onchain',
  FIREBLOCKS: 'pricing.method.onchainFireblocks',
  LIGHTNING: 'pricing.method.lightning',
  SEPA: 'pricing.method.sepa',
};

/**
 * Withdrawal fees per coin, method and amount tier, with a coin filter: an
 * island (src/components/island/Island.tsx), hydrated when it comes near the
 * screen; the filter's id is made where the page renders and handed over.
 */
export function WithdrawalFees({ fees }: { fees: WalletFees }) {
  const selectId = useId();
  return <Island name="withdrawalFees" hydrate="visible" component={WithdrawalFeesControl} props={{ fees, selectId }} />;
}

export function WithdrawalFeesControl({ fees, selectId }: { fees: WalletFees; selectId: string }) {
  const intl = useIntl();
  const rows = withdrawalRows(fees);
  const [coin, setCoin] = useState(ALL);
  const shown = coin === ALL ? rows : rows.filter((row) => row.coin === coin);
  return (
    <>
      <p className="fee-filter">
        <label htmlFor={selectId}>
          <FormattedMessage id="pricing.withdrawal.filter" />
        </label>{' '}
        <select id={selectId} value={coin} onChange={(event) => setCoin(event.target.value)}>
          <option value={ALL}>{intl.formatMessage({ id: 'pricing.withdrawal.allCoins' })}</option>
          {withdrawalCoins(rows).map((symbol) => (
            <option key={symbol} value={symbol}>
              {symbol}
            </option>
          ))}
        </select>
      </p>
      <div className="table-scroll">
        <table className="table fee-table" data-testid="withdrawal-fees">
          <caption>
            <FormattedMessage id="pricing.withdrawal.caption" />
          </caption>
          <TableHead columns={['pricing.column.coin', 'pricing.column.method', 'pricing.column.amount', { label: 'pricing.column.fee', numeric: true }]} />
          <tbody>
            {shown.map((row) => (
              <tr key={`${row.coin}-${row.method}-${row.start}`}>
                <th scope="row">{row.coin}</th>
                <td>{METHOD_LABELS[row.method] ? intl.formatMessage({ id: METHOD_LABELS[row.method]! }) : row.method}</td>
                <td>
                  <TierRange start={row.start} end={row.end} unit={row.coin} />
                </td>
                <td className="table__number">
                  <FeeValue element={row.element} coin={row.coin} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
