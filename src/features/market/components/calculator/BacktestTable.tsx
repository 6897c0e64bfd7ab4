/**
 * The back-test's days: date, revenue, seller fee, electricity and profit in
 * the chosen fiat and in BTC, and a totals row that is the sum of the rows
 * as shown. In a box of fixed height that scrolls both ways (365 rows, and
 * six columns on a phone), so the page neither grows by a year nor overflows.
 */
import { TableHead } from '../../../../components/ui/TableHead';
import { FormattedMessage } from '../../../../lib/intl';
import type { Backtest, BacktestFigures } from '../../calculator/backtest';
import { utcDate } from '../../calculator/backtest-csv';
import type { BacktestFormat } from './backtest-format';

const HOURS_PER_DAY = 24;

function Figures({ figures, format }: { figures: BacktestFigures; format: BacktestFormat }) {
  const none = <span className="muted">–</span>;
  return (
    <>
      <td className="table__number" data-col="revenue">
        {format.btc(figures.revenueSat)}
      </td>
      <td className="table__number" data-col="fee">
        {format.btc(figures.feeSat)}
      </td>
      <td className="table__number" data-col="electricity">
        {format.fiat(figures.electricityMinor)}
      </td>
      <td className="table__number" data-col="profit-fiat">
        {figures.profitMinor === null ? none : format.fiat(figures.profitMinor)}
      </td>
      <td className="table__number" data-col="profit-btc">
        {figures.profitSat === null ? none : format.btc(figures.profitSat)}
      </td>
    </>
  );
}

export function BacktestTable({ result, currency, format }: { result: Backtest; currency: string; format: BacktestFormat }) {
  return (
    <div className="backtest__table-box" tabIndex={0} role="region" aria-labelledby="backtest-table-caption">
      <table className="table backtest__table" data-testid="backtest-table">
        <caption id="backtest-table-caption">
          <FormattedMessage id="calculator.backtest.table.caption" />
        </caption>
        <TableHead
          columns={[
            'calculator.backtest.table.date',
            { label: 'calculator.backtest.table.revenue', numeric: true },
            { label: 'calculator.backtest.table.fee', numeric: true },
            { label: 'calculator.backtest.table.electricity', values: { currency }, numeric: true },
            { label: 'calculator.backtest.table.profitFiat', values: { currency }, numeric: true },
            { label: 'calculator.backtest.table.profitBtc', numeric: true },
          ]}
        />
        <tbody>
          {result.days.map((day) => (
            <tr key={day.start} data-testid="backtest-day" data-hours={day.hours}>
              <th scope="row">
                <time dateTime={utcDate(day.start)}>{utcDate(day.start)}</time>
                {day.hours < HOURS_PER_DAY && (
                  <span className="muted backtest__hours">
                    {' '}
                    <FormattedMessage id="calculator.backtest.hours" values={{ hours: day.hours }} />
                  </span>
                )}
              </th>
              <Figures figures={day} format={format} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid="backtest-total">
            <th scope="row">
              <FormattedMessage id="calculator.backtest.table.total" />
            </th>
            <Figures figures={result.totals} format={format} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
