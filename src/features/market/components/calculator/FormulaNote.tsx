import { FormattedMessage } from '../../../../lib/intl';

/** The formula the figures come from, with its units (docs/calculator.md says the same). */
export function FormulaNote({ currency }: { currency: string }) {
  return (
    <details className="calc-formula" data-testid="calc-formula">
      <summary>
        <FormattedMessage id="calculator.formula.title" />
      </summary>
      <ul className="calc-formula__list">
        <li>
          <FormattedMessage id="calculator.formula.revenue" />
        </li>
        <li>
          <FormattedMessage id="calculator.formula.fee" />
        </li>
        <li>
          <FormattedMessage id="calculator.formula.electricity" values={{ currency }} />
        </li>
        <li>
          <FormattedMessage id="calculator.formula.profit" values={{ currency }} />
        </li>
        <li>
          <FormattedMessage id="calculator.formula.breakEven" values={{ currency }} />
        </li>
        <li>
          <FormattedMessage id="calculator.formula.units" />
        </li>
      </ul>
    </details>
  );
}
