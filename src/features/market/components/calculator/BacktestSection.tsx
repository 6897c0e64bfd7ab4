/**
 * "What would this rig have earned each day of the last 30, 90 or 365 days?"
 * Below the calculator's results: the span (in the address), a bar chart of
 * each day's profit, the table of the days with their totals, and the CSV of
 * the same figures. The history is fetched only once the section comes near
 * the screen or a span is picked, so the page's first paint asks for none of
 * it; while it loads the block keeps its height (reserved-heights.ts).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { BarChart } from '../../../../components/charts/BarChart';
import { ChoiceGroup } from '../../../../components/ui/ChoiceGroup';
import { saveText } from '../../../../components/ui/DownloadButton';
import { RemoteNotice } from '../../../../components/ui/RemoteNotice';
import { BACKTEST_DAYS } from '../../../../config/limits';
import { FormattedMessage, FormattedTime, useIntl } from '../../../../lib/intl';
import { whenNearScreen } from '../../../../lib/when-near-screen';
import { LOADING } from '../../../../lib/remote';
import type { AlgorithmRow } from '../../algorithm-rows';
import type { Settings } from '../../calculator/algorithm-earnings';
import { backtest, type Backtest } from '../../calculator/backtest';
import { backtestCsv, utcDate } from '../../calculator/backtest-csv';
import { backtestRig } from '../../calculator/backtest-rig';
import type { CalculatorState } from '../../calculator/url-state';
import type { Device } from '../../devices';
import { useBacktestHistory } from '../../use-backtest-history';
import { backtestFormat, type BacktestFormat } from './backtest-format';
import { BacktestTable } from './BacktestTable';
import './backtest.css';

/** Start fetching this far before the section scrolls into view, so it is ready when it arrives. */
const FETCH_AHEAD = '400px';

const MESSAGES = { loading: 'calculator.backtest.loading', error: 'calculator.backtest.error' } as const;

export interface BacktestSectionProps {
  state: CalculatorState;
  update: (next: CalculatorState) => void;
  devices: readonly Device[];
  spotRows: readonly AlgorithmRow[];
  averageRows: readonly AlgorithmRow[];
  settings: Settings;
}

export function BacktestSection({ state, update, devices, spotRows, averageRows, settings }: BacktestSectionProps) {
  const intl = useIntl();
  const section = useRef<HTMLElement>(null);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const element = section.current;
    if (!element || wanted) return;
    return whenNearScreen(element, () => setWanted(true), FETCH_AHEAD);
  }, [wanted]);

  const rig = useMemo(() => backtestRig(state.choices, devices, spotRows, averageRows, settings), [state.choices, devices, spotRows, averageRows, settings]);
  const days = state.backtestDays;
  const history = useBacktestHistory(rig.units, days, wanted && rig.devices.length > 0);
  const loaded = history.state.status === 'ready' && history.state.data.days === days ? history.state : undefined;
  const format = useMemo(() => backtestFormat(intl, state.currency), [intl, state.currency]);
  const result = useMemo(
    () => (loaded ? backtest(rig.devices, loaded.data.histories, { ...settings, fiatDecimals: format.fiatDecimals }, days, loaded.data.nowMs) : undefined),
    [loaded, rig.devices, settings, format.fiatDecimals, days],
  );
  // The block keeps its room until the result is in; it says it is loading only once the history is asked for
  // (near the screen or a span picked), so a page read from the top never shows a loader that is not loading.
  const waiting = rig.devices.length > 0 && !result && history.state.status !== 'error';
  const pending = waiting && wanted;

  return (
    <section ref={section} className="backtest" aria-labelledby="backtest-title" data-testid="backtest">
      <h2 id="backtest-title" className="backtest__title">
        <FormattedMessage id="calculator.backtest.title" />
      </h2>
      <p className="backtest__intro">
        <FormattedMessage id="calculator.backtest.intro" />
      </p>
      <ChoiceGroup
        legend={<FormattedMessage id="calculator.backtest.span" />}
        name="backtest-span"
        options={BACKTEST_DAYS}
        value={days}
        testId="backtest-span"
        onChange={(span) => {
          setWanted(true);
          update({ ...state, backtestDays: span });
        }}
        label={(span) => <FormattedMessage id="calculator.backtest.days" values={{ days: span }} />}
      />
      {rig.devices.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="calculator.backtest.empty" />
        </p>
      ) : (
        <div className="backtest__body" data-status={pending ? 'loading' : wanted ? history.state.status : 'idle'} aria-busy={waiting} data-reserve="backtest">
          {wanted && <RemoteNotice state={pending ? LOADING : history.state} reload={history.reload} messages={MESSAGES} />}
          {result && loaded && <BacktestResult result={result} days={days} currency={state.currency} format={format} asOf={loaded.asOf} />}
        </div>
      )}
    </section>
  );
}

function BacktestResult({ result, days, currency, format, asOf }: { result: Backtest; days: number; currency: string; format: BacktestFormat; asOf?: number }) {
  const intl = useIntl();
  // With a BTC rate the chart is the profit in fiat; without one, what is known: revenue after the fee in BTC.
  const inFiat = result.totals.profitMinor !== null;
  const valueOf = (f: Backtest['totals']) => (inFiat ? f.profitMinor! / 10 ** format.fiatDecimals : f.netSat / 1e8);
  const textOf = (f: Backtest['totals']) => (inFiat ? format.fiat(f.profitMinor!) : format.btc(f.netSat));
  const bars = result.days.map((d) => ({ key: String(d.start), value: valueOf(d), text: textOf(d), label: format.day(d.start) }));
  const axisLabel = intl.formatMessage({ id: inFiat ? 'calculator.backtest.chart.profit' : 'calculator.backtest.chart.revenue' }, { currency });
  const values = bars.map((b) => b.value);
  const at = (v: number) => bars[values.indexOf(v)]!.text;
  const summary = intl.formatMessage(
    { id: 'calculator.backtest.chart.summary' },
    {
      label: axisLabel,
      days,
      from: utcDate(result.days[0]!.start),
      to: utcDate(result.days.at(-1)!.start),
      low: at(Math.min(...values)),
      high: at(Math.max(...values)),
      total: textOf(result.totals),
    },
  );
  const tickFormat = new Intl.NumberFormat(intl.locale, { maximumFractionDigits: inFiat ? format.fiatDecimals : 8 });
  return (
    <>
      <figure className="backtest__figure">
        <figcaption className="backtest__caption">
          <FormattedMessage id="calculator.backtest.chart.caption" values={{ days }} />
        </figcaption>
        <BarChart bars={bars} axisLabel={axisLabel} formatTick={(v) => tickFormat.format(v)} summary={summary} testId="backtest-chart" />
      </figure>
      <div className="backtest__actions">
        <button
          type="button"
          className="button button--secondary"
          data-testid="backtest-csv"
          onClick={() =>
            saveText(backtestCsv(result, currency, format.fiatDecimals), `hashvale-backtest-${days}d-${utcDate(result.days.at(-1)!.start)}.csv`, 'text/csv')
          }
        >
          <FormattedMessage id="calculator.backtest.csv" />
        </button>
        {asOf !== undefined && (
          <p className="muted backtest__asof" data-testid="backtest-as-of">
            <FormattedMessage id="calculator.backtest.asOf" values={{ time: <FormattedTime value={asOf} dateStyle="short" timeStyle="short" /> }} />
          </p>
        )}
      </div>
      <BacktestTable result={result} currency={currency} format={format} />
      <p className="muted backtest__note">
        <FormattedMessage id="calculator.backtest.note" />
      </p>
    </>
  );
}
