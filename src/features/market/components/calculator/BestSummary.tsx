import { FormattedMessage, FormattedNumber, type MessageId } from '../../../../lib/intl';
import type { AlgorithmEarnings } from '../../calculator/algorithm-earnings';
import { overPeriod, paybackDays, PERIOD_DAYS, type Earnings, type Period } from '../../calculator/earnings';
import { Btc, Fiat } from './Money';

const PERIODS = Object.keys(PERIOD_DAYS) as Period[];

interface Line {
  id: MessageId;
  btc: (e: Earnings) => number | null;
  fiat: (e: Earnings, rate: number) => number | null;
  testId: string;
}

const LINES: Line[] = [
  { id: 'calculator.line.revenue', btc: (e) => e.revenueBtc, fiat: (e, r) => (r > 0 ? e.revenueBtc * r : null), testId: 'revenue' },
  { id: 'calculator.line.fee', btc: (e) => -e.feeBtc, fiat: (e, r) => (r > 0 ? -e.feeBtc * r : null), testId: 'fee' },
  {
    id: 'calculator.line.electricity',
    btc: (e) => (e.electricityBtc === null ? null : -e.electricityBtc),
    fiat: (e) => -e.electricityFiat,
    testId: 'electricity',
  },
  { id: 'calculator.line.profit', btc: (e) => e.profitBtc, fiat: (e) => e.profitFiat, testId: 'profit' },
];

const scaled = (value: number | null, period: Period) => (value === null ? null : overPeriod(value, period));

/** The best algorithm's revenue, fee, electricity and profit per day, week and month, with break-even and payback. */
export function BestSummary({
  best,
  currency,
  btcRate,
  purchasePrice,
}: {
  best: AlgorithmEarnings;
  currency: string;
  btcRate: number;
  purchasePrice: number | null;
}) {
  const e = best.spot!;
  const payback = purchasePrice === null ? null : paybackDays(purchasePrice, e.profitFiat);
  return (
    <div className="calc-best" data-testid="calc-best" data-algorithm={best.algorithm.algorithm}>
      <h3 className="calc-best__title">
        <FormattedMessage id="calculator.best.title" values={{ algorithm: best.algorithm.title }} />
      </h3>
      <div className="calc-scroll">
        <table className="table calc-best__table">
          <caption className="visually-hidden">
            <FormattedMessage id="calculator.best.caption" values={{ algorithm: best.algorithm.title }} />
          </caption>
          <thead>
            <tr>
              <td />
              {PERIODS.map((period) => (
                <th scope="col" key={period} className={`table__number calc-best__${period}`}>
                  <FormattedMessage id={`calculator.period.${period}`} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {LINES.map((line) => (
              <tr key={line.id} data-testid={`calc-line-${line.testId}`}>
                <th scope="row">
                  <FormattedMessage id={line.id} />
                </th>
                {PERIODS.map((period) => (
                  <td key={period} className={`table__number calc-best__${period}`}>
                    <span className="calc-best__fiat" data-testid={`calc-${line.testId}-fiat-${period}`}>
                      <Fiat value={scaled(line.fiat(e, btcRate), period)} currency={currency} />
                    </span>
                    <span className="calc-best__btc">
                      <Btc value={scaled(line.btc(e), period)} />
                    </span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="calc-best__facts">
        <div>
          <dt>
            <FormattedMessage id="calculator.breakEven" />
          </dt>
          <dd data-testid="calc-break-even">
            {e.breakEvenKwhPrice === null ? (
              '–'
            ) : (
              <FormattedMessage id="calculator.perKwh" values={{ price: <Fiat value={e.breakEvenKwhPrice} currency={currency} /> }} />
            )}
          </dd>
        </div>
        {purchasePrice !== null && (
          <div>
            <dt>
              <FormattedMessage id="calculator.payback" />
            </dt>
            <dd data-testid="calc-payback">
              {payback === null ? (
                <FormattedMessage id="calculator.payback.never" />
              ) : (
                <FormattedMessage id="calculator.payback.days" values={{ days: <FormattedNumber value={Math.ceil(payback)} /> }} />
              )}
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}
