/**
 * "Rig total", above the device panels: every row on its best algorithm now,
 * summed per day, week, month and year, with the rig's power, break-even kWh
 * price and payback, and each row's share of a day (the rows add up to the
 * total line to the last digit shown; rig-totals.ts).
 */
import { FormattedMessage, FormattedNumber, useIntl } from '../../../../lib/intl';
import type { RigTotals } from '../../calculator/rig-totals';
import { backtestFormat } from './backtest-format';
import { TableHead } from '../../../../components/ui/TableHead';
import { BreakEvenFacts } from './BreakEvenFacts';
import { PeriodTable } from './PeriodTable';

export function RigTotal({ rig, currency, purchasePrice }: { rig: RigTotals; currency: string; purchasePrice: number | null }) {
  const intl = useIntl();
  const format = backtestFormat(intl, currency);
  const name = (row: RigTotals['rows'][number]) =>
    row.device.name ?? intl.formatMessage({ id: row.device.custom ? 'calculator.device.custom' : 'calculator.device.unknown' }, { key: row.device.key });
  const day = rig.figures.day;
  return (
    <section className="calc-rig" aria-labelledby="calc-rig-title" data-testid="rig-total" data-devices={rig.rows.length}>
      <h2 id="calc-rig-title" className="calc-rig__title">
        <FormattedMessage id="calculator.rig.title" />
      </h2>
      <p className="muted calc-rig__intro">
        <FormattedMessage id="calculator.rig.intro" values={{ count: rig.counted }} />
      </p>
      <PeriodTable figures={rig.figures} currency={currency} caption={<FormattedMessage id="calculator.rig.caption" />} testPrefix="rig" />
      <BreakEvenFacts
        breakEvenKwhPrice={rig.breakEvenKwhPrice}
        paybackDays={rig.paybackDays}
        purchasePrice={purchasePrice}
        currency={currency}
        testPrefix="rig"
        className="calc-rig__facts"
        before={
          <div>
            <dt>
              <FormattedMessage id="calculator.rig.power" />
            </dt>
            <dd data-testid="rig-power">
              <FormattedMessage
                id="calculator.rig.powerValue"
                values={{
                  watts: <FormattedNumber value={rig.watts} maximumFractionDigits={0} />,
                  kwh: <FormattedNumber value={rig.kwhPerDay} maximumFractionDigits={3} />,
                }}
              />
            </dd>
          </div>
        }
      />
      <h3 id="calc-rig-rows" className="calc-rig__rows-title">
        <FormattedMessage id="calculator.rig.rowsCaption" />
      </h3>
      <div className="calc-scroll">
        <table className="table calc-rig__rows" data-testid="rig-rows" aria-labelledby="calc-rig-rows">
          <TableHead
            columns={[
              'calculator.rig.device',
              'calculator.table.algorithm',
              { label: 'calculator.rig.power', numeric: true },
              { label: 'calculator.line.revenue', numeric: true },
              { label: 'calculator.line.profit', numeric: true },
            ]}
          />
          <tbody>
            {rig.rows.map((row, i) => (
              <tr key={i} data-testid="rig-row">
                <th scope="row">
                  <FormattedNumber value={row.device.quantity} maximumFractionDigits={8} /> × {name(row)}
                </th>
                <td>{row.best ? row.best.algorithm.title : <span className="muted">–</span>}</td>
                <td className="table__number">{row.best ? <FormattedNumber value={row.watts} maximumFractionDigits={0} /> : '–'} W</td>
                <td className="table__number">{row.figures ? `${format.btc(row.figures.day.revenueSat)} BTC` : '–'}</td>
                <td className="table__number">{row.figures?.day.profitMinor != null ? format.fiat(row.figures.day.profitMinor) : '–'}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                <FormattedMessage id="calculator.rig.total" />
              </th>
              <td className="table__number">
                <FormattedNumber value={rig.watts} maximumFractionDigits={0} /> W
              </td>
              <td className="table__number" data-testid="rig-rows-revenue">
                {format.btc(day.revenueSat)} BTC
              </td>
              <td className="table__number" data-testid="rig-rows-profit">
                {day.profitMinor === null ? '–' : format.fiat(day.profitMinor)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
