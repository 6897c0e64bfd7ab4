import { Link } from 'wouter';
import { buildPath } from '../../config/paths';
import { busiestAlgorithms, type AlgorithmRow } from '../../features/market/algorithm-rows';
import { LiveData } from '../../features/market/components/LiveData';
import { PriceValue, SpeedValue } from '../../features/market/components/units';
import { reloadMarketStats, useAlgorithmRows } from '../../features/market/use-market-stats';
import { FormattedMessage, FormattedNumber } from '../../lib/intl';
import { TableHead } from '../../components/ui/TableHead';

export const SUMMARY_COUNT = 5;

function SummaryTable({ rows }: { rows: AlgorithmRow[] }) {
  return (
    <div className="table-scroll">
      <table className="table" data-testid="marketplace-summary">
        <caption>
          <FormattedMessage id="marketplace.summary.caption" values={{ count: rows.length }} />
        </caption>
        <TableHead
          columns={[
            'algorithms.column.algorithm',
            { label: 'algorithms.column.orders', numeric: true },
            { label: 'algorithms.column.speed', numeric: true },
            { label: 'algorithms.column.price', numeric: true },
          ]}
        />
        <tbody>
          {rows.map((row) => (
            <tr key={row.algorithm} data-testid="marketplace-summary-row">
              <th scope="row">
                <Link href={buildPath('algorithm', { name: row.slug })}>{row.title}</Link>
              </th>
              <td className="table__number">
                <FormattedNumber value={row.orders ?? 0} />
              </td>
              <td className="table__number">
                <SpeedValue value={row.speed} unit={row.marketUnit} />
              </td>
              <td className="table__number">
                <PriceValue value={row.payingPrice} unit={row.priceUnit} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The five algorithms with the most active orders right now. */
export function BusiestAlgorithms() {
  const state = useAlgorithmRows();
  return (
    <section aria-labelledby="marketplace-summary">
      <h2 id="marketplace-summary">
        <FormattedMessage id="marketplace.summary.heading" />
      </h2>
      <p>
        <FormattedMessage id="marketplace.summary.text" />
      </p>
      <LiveData state={state} reload={reloadMarketStats} testId="marketplace-live" reserve="busiest-algorithms">
        {(rows) => <SummaryTable rows={busiestAlgorithms(rows, SUMMARY_COUNT)} />}
      </LiveData>
    </section>
  );
}
