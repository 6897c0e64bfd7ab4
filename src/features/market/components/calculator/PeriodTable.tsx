/**
 * Revenue, seller fee, electricity and profit per day, week, month and year,
 * in fiat over BTC, from the integers of rig-totals.ts (what is shown is what
 * adds up). One device's best algorithm and the rig's total both use it.
 */
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageId } from '../../../../lib/intl';
import { PERIODS, type Figures, type PeriodFigures } from '../../calculator/rig-totals';
import { backtestFormat } from './backtest-format';

interface Line {
  id: MessageId;
  testId: string;
  sat: (f: PeriodFigures) => number | null;
  minor: (f: PeriodFigures) => number | null;
}

/** Costs read as negative; a zero stays "0.00", not "-0.00". */
const cost = (x: number | null): number | null => (x === null || x === 0 ? x : -x);

const LINES: Line[] = [
  { id: 'calculator.line.revenue', testId: 'revenue', sat: (f) => f.revenueSat, minor: (f) => f.revenueMinor },
  { id: 'calculator.line.fee', testId: 'fee', sat: (f) => cost(f.feeSat), minor: (f) => cost(f.feeMinor) },
  { id: 'calculator.line.electricity', testId: 'electricity', sat: (f) => cost(f.electricitySat), minor: (f) => cost(f.electricityMinor) },
  { id: 'calculator.line.profit', testId: 'profit', sat: (f) => f.profitSat, minor: (f) => f.profitMinor },
];

export function PeriodTable({ figures, currency, caption, testPrefix }: { figures: Figures; currency: string; caption: ReactNode; testPrefix: string }) {
  const intl = useIntl();
  const format = backtestFormat(intl, currency);
  const none = <span className="muted">–</span>;
  return (
    <div className="calc-scroll">
      <table className="table calc-best__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <td />
            {PERIODS.map((period) => (
              <th scope="col" key={period} className="table__number">
                <FormattedMessage id={`calculator.period.${period}`} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {LINES.map((line) => (
            <tr key={line.id} data-testid={`${testPrefix}-line-${line.testId}`}>
              <th scope="row">
                <FormattedMessage id={line.id} />
              </th>
              {PERIODS.map((period) => {
                const minor = line.minor(figures[period]);
                const sat = line.sat(figures[period]);
                return (
                  <td key={period} className="table__number">
                    <span className="calc-best__fiat" data-testid={`${testPrefix}-${line.testId}-fiat-${period}`}>
                      {minor === null ? none : format.fiat(minor)}
                    </span>
                    <span className="calc-best__btc" data-testid={`${testPrefix}-${line.testId}-btc-${period}`}>
                      {sat === null ? (
                        none
                      ) : (
                        <>
                          {format.btc(sat)} <FormattedMessage id="calculator.unit.btc" />
                        </>
                      )}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
