import { TableHead } from '../../../../components/ui/TableHead';
import { FormattedMessage, FormattedTime } from '../../../../lib/intl';
import type { MinerPayouts } from '../../api/get-miner';

/** The payouts, newest first, each with its transaction on the block explorer (when the currency has a template). */
export function MinerPayoutsTable({ payouts, txUrl }: { payouts: MinerPayouts; txUrl: (txId: string) => string | undefined }) {
  if (payouts.list.length === 0) {
    return (
      <p>
        <FormattedMessage id="minerAddress.payouts.none" />
      </p>
    );
  }
  return (
    <div className="table-scroll">
      <table className="table miner__table" data-testid="miner-payouts">
        <TableHead
          columns={[
            'minerAddress.col.time',
            { label: 'minerAddress.col.amount', numeric: true },
            { label: 'minerAddress.col.fee', numeric: true },
            'minerAddress.col.transaction',
          ]}
        />
        <tbody>
          {payouts.list.map((p) => {
            const url = txUrl(p.txId);
            const short = `${p.txId.slice(0, 8)}…`;
            return (
              <tr key={p.id}>
                <td>
                  <FormattedTime value={p.created} dateStyle="short" timeStyle="short" timeZone="UTC" />
                </td>
                <td className="table__number">{p.amount}</td>
                <td className="table__number">{p.feeAmount}</td>
                <td>
                  {url ? (
                    <a href={url} rel="noopener noreferrer" target="_blank">
                      {short}
                    </a>
                  ) : (
                    short
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
