/**
 * "Fees, prices and the next 12 months": below the devices' results, above
 * the back-test. The rig (backtest-rig.ts) through the fee waterfall per day
 * and month, the paying price at spot beside its averages, the break-evens
 * and a 12-month scenario, with a CSV of all of it (economics-view.ts makes
 * every figure once). The history for the averages is fetched only when the
 * section comes near the screen; the rest needs nothing more than the page
 * already has, so it shows at once.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { ChoiceGroup } from '../../../../components/ui/ChoiceGroup';
import { saveText } from '../../../../components/ui/DownloadButton';
import type { FeeInfo } from '../../../../config/api/reference';
import { FormattedMessage, FormattedTime, useIntl } from '../../../../lib/intl';
import { whenNearScreen } from '../../../../lib/when-near-screen';
import type { AlgorithmRow } from '../../algorithm-rows';
import type { Settings } from '../../calculator/algorithm-earnings';
import { backtestRig } from '../../calculator/backtest-rig';
import { economicsCsv, priceFigure } from '../../calculator/economics-csv';
import { economicsView, SPOT } from '../../calculator/economics-view';
import { WITHDRAWAL_METHODS } from '../../calculator/fee-waterfall';
import type { CalculatorState } from '../../calculator/url-state';
import type { Device } from '../../devices';
import { usePriceAverages } from '../../use-price-averages';
import { fiatDecimals } from './backtest-format';
import { BreakEvens, PriceTable } from './EconomicsPrices';
import { economicsFormat } from './economics-format';
import { ScenarioPanel } from './ScenarioPanel';
import { WaterfallTable } from './WaterfallTable';
import '../../../../components/ui/field.css';
import './economics.css';

const FETCH_AHEAD = '400px';

/** What the page knows beyond the calculator: fee/info's withdrawal fees, BTC rates, the visitor's currency. */
export interface EconomicsContext {
  withdrawalFees?: FeeInfo['withdrawal'];
  rates: Readonly<Record<string, number>>;
  displayCurrency: string;
}

export interface EconomicsSectionProps {
  state: CalculatorState;
  update: (next: CalculatorState) => void;
  devices: readonly Device[];
  spotRows: readonly AlgorithmRow[];
  averageRows: readonly AlgorithmRow[];
  settings: Settings;
  context: EconomicsContext;
}

export function EconomicsSection({ state, update, devices, spotRows, averageRows, settings, context }: EconomicsSectionProps) {
  const intl = useIntl();
  const section = useRef<HTMLElement>(null);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const element = section.current;
    if (!element || wanted) return;
    return whenNearScreen(element, () => setWanted(true), FETCH_AHEAD);
  }, [wanted]);

  const rig = useMemo(() => backtestRig(state.choices, devices, spotRows, averageRows, settings), [state.choices, devices, spotRows, averageRows, settings]);
  const history = usePriceAverages(Object.keys(rig.units), wanted);
  const loaded = history.state.status === 'ready' ? history.state : undefined;
  const currencies = useMemo(() => [...new Set(['USD', 'EUR', state.currency, context.displayCurrency])], [state.currency, context.displayCurrency]);
  const decimals = useMemo(() => Object.fromEntries(currencies.map((c) => [c, fiatDecimals(c)])), [currencies]);
  const rates = useMemo(
    () => ({ ...context.rates, ...(settings.btcRate > 0 ? { [state.currency]: settings.btcRate } : {}) }),
    [context.rates, settings.btcRate, state.currency],
  );
  const { economics } = state;
  const view = useMemo(
    () =>
      economicsView({
        rig,
        spot: Object.fromEntries(spotRows.map((r) => [r.algorithm, r.payingPrice])),
        history: loaded?.data,
        sellerFee: settings.feeFraction,
        withdrawalFees: context.withdrawalFees,
        withdrawal: economics.withdrawal,
        kwhPrice: state.kwhPrice,
        currency: state.currency,
        currencies,
        rates,
        decimals,
        hardwarePrice: state.purchasePrice,
        assumptions: economics,
      }),
    [
      rig,
      spotRows,
      loaded,
      settings.feeFraction,
      context.withdrawalFees,
      economics,
      state.kwhPrice,
      state.currency,
      currencies,
      rates,
      decimals,
      state.purchasePrice,
    ],
  );
  const format = useMemo(() => economicsFormat(intl, decimals), [intl, decimals]);
  const grossFormula = rig.devices
    .map((d) => {
      const row = spotRows.find((r) => r.algorithm === d.algorithm);
      const price = view?.prices.find((p) => p.algorithm === d.algorithm)?.prices[SPOT];
      return intl.formatMessage(
        { id: 'calculator.economics.formula.gross' },
        {
          quantity: intl.formatNumber(d.quantity),
          speed: `${intl.formatNumber(d.speed, { maximumFractionDigits: 8 })} ${row?.miningUnit ?? ''}/s`,
          price: format.figure(price ?? (row?.payingPrice ? priceFigure(row.payingPrice) : null)),
          unit: row?.priceUnit ?? '',
        },
      );
    })
    .join(' + ');
  const setEconomics = (next: typeof economics) => update({ ...state, economics: next });

  return (
    <section ref={section} className="econ" aria-labelledby="econ-title" data-testid="economics">
      <h2 id="econ-title" className="econ__title">
        <FormattedMessage id="calculator.economics.title" />
      </h2>
      {!view ? (
        <p className="muted">
          <FormattedMessage id="calculator.backtest.empty" />
        </p>
      ) : (
        <>
          <ChoiceGroup
            legend={<FormattedMessage id="calculator.economics.withdrawal" />}
            name="econ-withdrawal"
            options={WITHDRAWAL_METHODS}
            value={economics.withdrawal}
            testId="econ-withdrawal"
            onChange={(method) => setEconomics({ ...economics, withdrawal: method })}
            label={(method) => <FormattedMessage id={`calculator.economics.withdrawal.${method}`} />}
          />
          <WaterfallTable view={view} format={format} withdrawal={economics.withdrawal} grossFormula={grossFormula} />
          <p className="muted econ__note">
            <FormattedMessage id="calculator.economics.waterfall.note" />
          </p>
          <h3 className="econ__subtitle">
            <FormattedMessage id="calculator.economics.prices.title" />
          </h3>
          <PriceTable view={view} format={format} rows={spotRows} />
          {/* One line kept for the history's state whatever it is, so nothing below moves when it answers. */}
          <div className="econ__status" data-testid="econ-as-of">
            {history.state.status === 'error' ? (
              <p className="econ__error" role="alert">
                <FormattedMessage id="calculator.economics.prices.error" />{' '}
                <button type="button" className="button button--secondary" onClick={history.reload}>
                  <FormattedMessage id="calculator.economics.retry" />
                </button>
              </p>
            ) : (
              loaded && (
                <p className="muted econ__note">
                  <FormattedMessage
                    id="calculator.backtest.asOf"
                    values={{ time: <FormattedTime value={loaded.asOf} dateStyle="short" timeStyle="short" /> }}
                  />
                </p>
              )
            )}
          </div>
          <BreakEvens view={view} format={format} hasHardwarePrice={state.purchasePrice !== null} />
          <h3 className="econ__subtitle">
            <FormattedMessage id="calculator.economics.scenario.title" />
          </h3>
          <ScenarioPanel
            months={view.scenario}
            settings={economics}
            onChange={setEconomics}
            currency={state.currency}
            format={format}
            decimals={decimals[state.currency] ?? 2}
          />
          <div className="econ__actions">
            <button
              type="button"
              className="button button--secondary"
              data-testid="econ-csv"
              onClick={() => saveText(economicsCsv(view), 'hashvale-fees-and-horizons.csv', 'text/csv')}
            >
              <FormattedMessage id="calculator.economics.csv" />
            </button>
          </div>
        </>
      )}
    </section>
  );
}
