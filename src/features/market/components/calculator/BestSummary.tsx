import { FormattedMessage } from '../../../../lib/intl';
import type { AlgorithmEarnings } from '../../calculator/algorithm-earnings';
import { paybackDays } from '../../calculator/earnings';
import { figuresOf } from '../../calculator/rig-totals';
import { fiatDecimals } from './backtest-format';
import { BreakEvenFacts } from './BreakEvenFacts';
import { PeriodTable } from './PeriodTable';

/** The best algorithm's revenue, fee, electricity and profit per day, week, month and year, with break-even and payback. */
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
      <PeriodTable
        figures={figuresOf(e, btcRate, fiatDecimals(currency))}
        currency={currency}
        caption={<FormattedMessage id="calculator.best.caption" values={{ algorithm: best.algorithm.title }} />}
        testPrefix="calc"
      />
      <BreakEvenFacts breakEvenKwhPrice={e.breakEvenKwhPrice} paybackDays={payback} purchasePrice={purchasePrice} currency={currency} testPrefix="calc" />
    </div>
  );
}
