import { MAX_PRECISION } from '../../../../config/limits';
import { FormattedMessage, FormattedNumber } from '../../../../lib/intl';
import type { AlgorithmEarnings } from '../../calculator/algorithm-earnings';
import { Btc, Fiat } from './Money';

/** Every algorithm the device mines: speed, revenue at spot and 24 h average, profit per day in fiat. */
export function EarningsTable({ rows, currency }: { rows: AlgorithmEarnings[]; currency: string }) {
  return (
    <div className="calc-scroll">
      <table className="table calc-earnings" data-testid="calc-earnings">
        <caption>
          <FormattedMessage id="calculator.table.caption" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="calculator.table.algorithm" />
            </th>
            <th scope="col" className="table__number">
              <FormattedMessage id="calculator.table.speed" />
            </th>
            <th scope="col" className="table__number">
              <FormattedMessage id="calculator.table.spot" />
            </th>
            <th scope="col" className="table__number">
              <FormattedMessage id="calculator.table.average" />
            </th>
            <th scope="col" className="table__number">
              <FormattedMessage id="calculator.table.profit" values={{ currency }} />
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.algorithm.algorithm} data-testid="calc-earnings-row" data-algorithm={row.algorithm.algorithm}>
              <th scope="row">{row.algorithm.title}</th>
              <td className="table__number">
                <FormattedNumber value={row.speed} maximumFractionDigits={MAX_PRECISION} /> {row.algorithm.miningUnit}/s
              </td>
              <td className="table__number" data-testid="calc-spot-btc">
                <Btc value={row.spot?.revenueBtc ?? null} />
              </td>
              <td className="table__number">
                <Btc value={row.average?.revenueBtc ?? null} />
              </td>
              <td className="table__number" data-testid="calc-profit-fiat">
                <Fiat value={row.spot?.profitFiat ?? null} currency={currency} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
