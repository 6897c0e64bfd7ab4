import type { ReactNode } from 'react';
import { FormattedMessage } from '../../../../lib/intl';
import { Fiat } from './Money';

/**
 * The break-even kWh price and, when a purchase price is entered, the payback
 * in days: the facts under a device's best algorithm and under the rig's total
 * (`testPrefix` names their figures: `<prefix>-break-even`, `<prefix>-payback`).
 * `before` comes first in the same list (the rig's power).
 */
export function BreakEvenFacts({
  breakEvenKwhPrice,
  paybackDays,
  purchasePrice,
  currency,
  testPrefix,
  className,
  before,
}: {
  breakEvenKwhPrice: number | null;
  paybackDays: number | null;
  purchasePrice: number | null;
  currency: string;
  testPrefix: string;
  className?: string;
  before?: ReactNode;
}) {
  return (
    <dl className={['calc-best__facts', className].filter(Boolean).join(' ')}>
      {before}
      <div>
        <dt>
          <FormattedMessage id="calculator.breakEven" />
        </dt>
        <dd data-testid={`${testPrefix}-break-even`}>
          {breakEvenKwhPrice === null ? (
            '–'
          ) : (
            <FormattedMessage id="calculator.perKwh" values={{ price: <Fiat value={breakEvenKwhPrice} currency={currency} /> }} />
          )}
        </dd>
      </div>
      {purchasePrice !== null && (
        <div>
          <dt>
            <FormattedMessage id="calculator.payback" />
          </dt>
          <dd data-testid={`${testPrefix}-payback`}>
            {paybackDays === null ? (
              <FormattedMessage id="calculator.payback.never" />
            ) : (
              <FormattedMessage id="calculator.payback.days" values={{ days: Math.ceil(paybackDays) }} />
            )}
          </dd>
        </div>
      )}
    </dl>
  );
}
