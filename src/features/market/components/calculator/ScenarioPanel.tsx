/**
 * The next 12 months under two assumptions the visitor sets (difficulty and
 * BTC price change per month): a bar chart of each month's profit and the
 * table of the months with the cumulative profit, in the kWh currency.
 */
import { useState } from 'react';
import { BarChart } from '../../../../components/charts/BarChart';
import { TableHead } from '../../../../components/ui/TableHead';
import { ECONOMICS } from '../../../../config/limits';
import { FormattedMessage, useIntl } from '../../../../lib/intl';
import { readScenarioPct, type ScenarioMonth } from '../../calculator/economics';
import type { EconomicsSettings } from '../../calculator/economics-url';
import type { EconomicsFormat } from './economics-format';

type Key = 'difficultyPct' | 'btcPricePct';
const BOUNDS: Record<Key, { min: number; max: number }> = { difficultyPct: ECONOMICS.difficultyChangePct, btcPricePct: ECONOMICS.btcPriceChangePct };

function PercentInput({ id, value, bounds, onChange }: { id: Key; value: number; bounds: { min: number; max: number }; onChange: (v: number) => void }) {
  const [text, setText] = useState(String(value));
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(String(value));
  }
  const valid = readScenarioPct(text, bounds) !== null;
  return (
    <div className="field econ__field">
      <label className="field__label" htmlFor={`econ-${id}`}>
        <FormattedMessage id={`calculator.economics.scenario.${id}`} />{' '}
        <span className="econ__assumption">
          <FormattedMessage id="calculator.economics.scenario.assumption" />
        </span>
      </label>
      <input
        id={`econ-${id}`}
        className="field__input econ__input"
        type="number"
        inputMode="decimal"
        step="0.1"
        min={bounds.min}
        max={bounds.max}
        value={text}
        aria-invalid={!valid}
        aria-describedby={valid ? undefined : `econ-${id}-error`}
        data-testid={`econ-${id}`}
        onChange={(event) => {
          setText(event.target.value);
          const next = readScenarioPct(event.target.value, bounds);
          if (next !== null) onChange(next);
        }}
      />
      {!valid && (
        <p id={`econ-${id}-error`} className="field__error">
          <FormattedMessage id="calculator.economics.scenario.bounds" values={bounds} />
        </p>
      )}
    </div>
  );
}

export interface ScenarioPanelProps {
  months: readonly ScenarioMonth[] | null;
  settings: EconomicsSettings;
  onChange: (next: EconomicsSettings) => void;
  currency: string;
  format: EconomicsFormat;
  decimals: number;
}

export function ScenarioPanel({ months, settings, onChange, currency, format, decimals }: ScenarioPanelProps) {
  const intl = useIntl();
  const inputs = (Object.keys(BOUNDS) as Key[]).map((key) => (
    <PercentInput key={key} id={key} value={settings[key]} bounds={BOUNDS[key]} onChange={(v) => onChange({ ...settings, [key]: v })} />
  ));
  const tick = new Intl.NumberFormat(intl.locale, { maximumFractionDigits: decimals });
  const axisLabel = intl.formatMessage({ id: 'calculator.economics.scenario.axis' }, { currency });
  const last = months?.at(-1);
  return (
    <div className="econ__scenario">
      <div className="econ__fields">{inputs}</div>
      {!months || !last ? (
        <p className="muted">
          <FormattedMessage id="calculator.economics.noRate" values={{ currency }} />
        </p>
      ) : (
        <>
          <figure className="econ__figure">
            <figcaption className="econ__caption">
              <FormattedMessage id="calculator.economics.scenario.caption" values={{ currency }} />
            </figcaption>
            <BarChart
              bars={months.map((m) => ({
                key: String(m.month),
                value: m.profitMinor / 10 ** decimals,
                text: format.fiat(currency, m.profitMinor),
                label: String(m.month),
              }))}
              axisLabel={axisLabel}
              formatTick={(v) => tick.format(v)}
              summary={intl.formatMessage(
                { id: 'calculator.economics.scenario.summary' },
                {
                  first: format.fiat(currency, months[0]!.profitMinor),
                  last: format.fiat(currency, last.profitMinor),
                  total: format.fiat(currency, last.cumulativeMinor),
                },
              )}
              testId="econ-scenario-chart"
            />
          </figure>
          <div className="econ__scroll">
            <table className="table econ__table" data-testid="econ-scenario">
              <caption>
                <FormattedMessage id="calculator.economics.scenario.table" values={{ currency }} />
              </caption>
              <TableHead
                columns={[
                  'calculator.economics.scenario.month',
                  { label: 'calculator.economics.scenario.btcRate', numeric: true },
                  { label: 'calculator.economics.scenario.revenue', numeric: true },
                  { label: 'calculator.economics.scenario.electricity', numeric: true },
                  { label: 'calculator.economics.scenario.profit', numeric: true },
                  { label: 'calculator.economics.scenario.cumulative', numeric: true },
                ]}
              />
              <tbody>
                {months.map((m) => (
                  <tr key={m.month} data-testid="econ-scenario-row">
                    <th scope="row">{m.month}</th>
                    <td className="table__number">{format.fiat(currency, Math.round(m.btcRate * 10 ** decimals))}</td>
                    <td className="table__number">{format.fiat(currency, m.revenueMinor)}</td>
                    <td className="table__number">{format.fiat(currency, m.electricityMinor)}</td>
                    <td className="table__number" data-testid="econ-scenario-profit">
                      {format.fiat(currency, m.profitMinor)}
                    </td>
                    <td className="table__number" data-testid="econ-scenario-cumulative">
                      {format.fiat(currency, m.cumulativeMinor)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
