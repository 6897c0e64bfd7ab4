import { useId } from 'react';
import { NumberField } from '../../../../components/ui/NumberField';
import { CURRENCIES } from '../../../../config/limits';
import { FormattedMessage, FormattedNumber } from '../../../../lib/intl';
import type { CalculatorState } from '../../calculator/url-state';

/** Electricity price, currency, the seller fee switch and the purchase price. */
export function CalculatorSettings({ state, feeFraction, update }: { state: CalculatorState; feeFraction: number; update: (next: CalculatorState) => void }) {
  const currencyId = useId();
  const feeId = useId();
  return (
    <div className="calc-settings" data-testid="calc-settings">
      <NumberField
        label={<FormattedMessage id="calculator.kwhPrice" />}
        value={state.kwhPrice}
        suffix={`${state.currency}/kWh`}
        onChange={(kwhPrice) => update({ ...state, kwhPrice: kwhPrice ?? 0 })}
        testId="calc-kwh"
      />
      <div className="field">
        <label className="field__label" htmlFor={currencyId}>
          <FormattedMessage id="calculator.currency" />
        </label>
        <select
          id={currencyId}
          className="field__input"
          value={state.currency}
          data-testid="calc-currency"
          onChange={(event) => update({ ...state, currency: event.target.value })}
        >
          {CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
      <NumberField
        label={<FormattedMessage id="calculator.purchasePrice" />}
        value={state.purchasePrice}
        suffix={state.currency}
        onChange={(purchasePrice) => update({ ...state, purchasePrice })}
        testId="calc-purchase"
      />
      <div className="field calc-settings__fee">
        <span className="field__row">
          <input
            id={feeId}
            type="checkbox"
            checked={state.includeFee}
            data-testid="calc-fee"
            onChange={(event) => update({ ...state, includeFee: event.target.checked })}
          />
          <label htmlFor={feeId}>
            <FormattedMessage id="calculator.fee" values={{ fee: <FormattedNumber value={feeFraction} style="percent" maximumFractionDigits={2} /> }} />
          </label>
        </span>
      </div>
    </div>
  );
}
