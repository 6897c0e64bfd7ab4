import { MAX_PRECISION } from '../../../config/limits';
import { FormattedMessage, FormattedNumber } from '../../../lib/intl';
import type { RankedAlgorithm } from '../../../features/market/top-algorithms';

export function TopAlgorithmsTable({ rows }: { rows: RankedAlgorithm[] }) {
  if (rows.length === 0) {
    return (
      <p className="muted">
        <FormattedMessage id="home.topAlgorithms.empty" />
      </p>
    );
  }
  return (
    <table className="table">
      <caption>
        <FormattedMessage id="home.topAlgorithms.caption" />
      </caption>
      <thead>
        <tr>
          <th scope="col" className="table__rank">
            <FormattedMessage id="home.topAlgorithms.rank" />
          </th>
          <th scope="col">
            <FormattedMessage id="home.topAlgorithms.algorithm" />
          </th>
          <th scope="col" className="table__number">
            <FormattedMessage id="home.topAlgorithms.payingPrice" />
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.algorithm} data-testid="top-algorithm-row">
            <td className="table__rank">{index + 1}</td>
            <th scope="row">{row.title}</th>
            <td className="table__number">
              <FormattedNumber value={row.payingPrice} maximumFractionDigits={MAX_PRECISION} />{' '}
              <span className="stat__unit">
                <FormattedMessage id="home.topAlgorithms.unit" values={{ factor: row.priceFactor }} />
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
