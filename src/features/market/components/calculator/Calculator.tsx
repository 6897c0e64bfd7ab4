/**
 * The profitability calculator: settings, a rig of up to MAX_RIG_DEVICES
 * device rows (two side by side on a wide screen) and the formula. The page hands in what other features know (the seller
 * fee, the BTC rate in the chosen currency) and the address state.
 */
import { useMemo } from 'react';
import { FormattedMessage, FormattedTime, useIntl } from '../../../../lib/intl';
import type { AlgorithmRow } from '../../algorithm-rows';
import { rigTotals } from '../../calculator/rig-totals';
import { MAX_RIG_DEVICES } from '../../../../config/limits';
import { DEFAULT_QUANTITY, type CalculatorState } from '../../calculator/url-state';
import type { Device } from '../../devices';
import { BacktestSection } from './BacktestSection';
import { CalculatorSettings } from './CalculatorSettings';
import { DevicePanel } from './DevicePanel';
import { DevicePicker } from './DevicePicker';
import { EconomicsSection, type EconomicsContext } from './EconomicsSection';
import { FormulaNote } from './FormulaNote';
import { RigTotal } from './RigTotal';
import { fiatDecimals } from './backtest-format';
import './calculator.css';

export interface CalculatorProps {
  state: CalculatorState;
  update: (next: CalculatorState) => void;
  devices: readonly Device[];
  spotRows: readonly AlgorithmRow[];
  averageRows: readonly AlgorithmRow[];
  feeFraction: number;
  btcRate: number;
  pricesAsOf?: number;
  ratesAsOf?: number;
  /** Withdrawal fees, rates and the display currency for the fees-and-horizons section. */
  economics?: EconomicsContext;
}

export function Calculator({ state, update, devices, spotRows, averageRows, feeFraction, btcRate, pricesAsOf, ratesAsOf, economics }: CalculatorProps) {
  const intl = useIntl();
  const fee = state.includeFee ? feeFraction : 0;
  const settings = useMemo(() => ({ feeFraction: fee, kwhPrice: state.kwhPrice, btcRate }), [fee, state.kwhPrice, btcRate]);
  const rig = useMemo(
    () => rigTotals(state.choices, devices, spotRows, averageRows, settings, state.purchasePrice, fiatDecimals(state.currency)),
    [state.choices, devices, spotRows, averageRows, settings, state.purchasePrice, state.currency],
  );
  // The purchase price is the rig's: a device panel shows its payback only when it is the whole rig.
  const devicePurchase = state.choices.length === 1 ? state.purchasePrice : null;
  const addDevice = (device: string): void =>
    update({ ...state, choices: [...state.choices, { device, quantity: DEFAULT_QUANTITY, power: null, speeds: {} }].slice(0, MAX_RIG_DEVICES) });
  return (
    <section className="calculator" aria-label={intl.formatMessage({ id: 'calculator.label' })}>
      <div className="calculator__inputs">
        <CalculatorSettings state={state} feeFraction={feeFraction} update={update} />
        {state.choices.length < MAX_RIG_DEVICES ? (
          <DevicePicker
            devices={devices}
            label={intl.formatMessage({ id: state.choices.length === 0 ? 'calculator.device.add' : 'calculator.device.addAnother' })}
            onPick={addDevice}
          />
        ) : (
          <p className="muted" data-testid="calc-rig-full">
            <FormattedMessage id="calculator.device.rigFull" values={{ max: MAX_RIG_DEVICES }} />
          </p>
        )}
      </div>
      {state.choices.length === 0 && (
        <p className="muted calculator__empty">
          <FormattedMessage id="calculator.empty" />
        </p>
      )}
      {rig.counted > 0 && <RigTotal rig={rig} currency={state.currency} purchasePrice={state.purchasePrice} />}
      <div className="calculator__devices">
        {state.choices.map((choice, index) => (
          <DevicePanel
            key={`${index}-${choice.device}`}
            choice={choice}
            device={rig.rows[index]!.device}
            spotRows={spotRows}
            averageRows={averageRows}
            settings={settings}
            currency={state.currency}
            purchasePrice={devicePurchase}
            onChange={(next) => update({ ...state, choices: state.choices.map((c, i) => (i === index ? next : c)) })}
            onRemove={() => update({ ...state, choices: state.choices.filter((_, i) => i !== index) })}
          />
        ))}
      </div>
      {(pricesAsOf !== undefined || ratesAsOf !== undefined) && (
        <p className="muted calculator__asof" data-testid="calc-as-of">
          {pricesAsOf !== undefined && (
            <FormattedMessage id="calculator.asOf.prices" values={{ time: <FormattedTime value={pricesAsOf} dateStyle="short" timeStyle="short" /> }} />
          )}{' '}
          {ratesAsOf !== undefined && (
            <FormattedMessage
              id="calculator.asOf.rate"
              values={{ currency: state.currency, time: <FormattedTime value={ratesAsOf} dateStyle="short" timeStyle="short" /> }}
            />
          )}
        </p>
      )}
      {state.choices.length > 0 && economics && (
        <EconomicsSection
          state={state}
          update={update}
          devices={devices}
          spotRows={spotRows}
          averageRows={averageRows}
          settings={settings}
          context={economics}
        />
      )}
      {state.choices.length > 0 && (
        <BacktestSection state={state} update={update} devices={devices} spotRows={spotRows} averageRows={averageRows} settings={settings} />
      )}
      <FormulaNote currency={state.currency} />
    </section>
  );
}
