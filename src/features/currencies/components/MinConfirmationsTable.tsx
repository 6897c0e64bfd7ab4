/**
 * The confirmations a deposit needs before it is credited, per currency, from
 * the wallet's public list: under the help articles that explain deposits
 * (src/config/deposit-articles.ts). An island, hydrated when it nears the
 * screen: the list is live configuration, not content, so it loads then (and
 * is kept offline by the worker).
 */
import { RemoteBlock } from '../../../components/ui/RemoteBlock';
import { TableHead } from '../../../components/ui/TableHead';
import { FormattedMessage, FormattedNumber } from '../../../lib/intl';
import { useRemote } from '../../../lib/use-remote';
import { fetchMinConfirmations } from '../api/get-min-confirmations';

const MESSAGES = { loading: 'deposits.confirmations.loading', error: 'deposits.confirmations.error', updated: 'deposits.confirmations.updated' } as const;

export function MinConfirmationsTable() {
  const { state, reload } = useRemote(fetchMinConfirmations);
  return (
    <section className="content-section" aria-labelledby="min-confirmations-heading" data-testid="min-confirmations">
      <h2 id="min-confirmations-heading">
        <FormattedMessage id="deposits.confirmations.heading" />
      </h2>
      <p>
        <FormattedMessage id="deposits.confirmations.lead" />
      </p>
      <RemoteBlock
        state={state}
        reload={reload}
        className="min-confirmations"
        updatedClassName="min-confirmations__updated"
        messages={MESSAGES}
        reserve="min-confirmations"
      >
        {(rows) => (
          <div className="table-scroll">
            <table className="table" data-testid="min-confirmations-table">
              <TableHead columns={['deposits.confirmations.currency', { label: 'deposits.confirmations.count', numeric: true }]} />
              <tbody>
                {rows.map((row) => (
                  <tr key={row.currency}>
                    <th scope="row">{row.currency}</th>
                    <td className="table__number">
                      <FormattedNumber value={row.confirmations} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </RemoteBlock>
    </section>
  );
}
