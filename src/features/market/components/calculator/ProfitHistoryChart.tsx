/**
 * How the best algorithm's profit per day moved over the last 24 hours at
 * the paying prices of the time, for this device and these settings: a
 * steady line says the estimate can be trusted, a jagged one that it is a
 * snapshot. Offline it shows the history the worker kept.
 */
import { useMemo } from 'react';
import { TimeChart, type ChartSeries } from '../../../../components/charts/TimeChart';
import { MAX_PRECISION } from '../../../../config/limits';
import { FormattedMessage, useIntl } from '../../../../lib/intl';
import type { AlgorithmEarnings, Settings } from '../../calculator/algorithm-earnings';
import type { ResolvedDevice } from '../../calculator/device-choice';
import { profitHistory } from '../../calculator/profit-history';
import { useAlgoHistory } from '../../use-algo-history';

export function ProfitHistoryChart({
  best,
  device,
  settings,
  currency,
}: {
  best: AlgorithmEarnings;
  device: ResolvedDevice;
  settings: Settings;
  currency: string;
}) {
  const intl = useIntl();
  const history = useAlgoHistory(best.algorithm.algorithm);
  const points = history.status === 'ready' ? history.data : undefined;
  const series = useMemo((): ChartSeries[] => {
    if (!points) return [];
    const h = profitHistory(best, device, settings, points);
    const format =
      h.unit === 'fiat'
        ? (v: number) => intl.formatNumber(v, { style: 'currency', currency, maximumFractionDigits: 2, minimumFractionDigits: 2 })
        : (v: number) => `${intl.formatNumber(v, { maximumFractionDigits: MAX_PRECISION })} BTC`;
    const label = intl.formatMessage({ id: h.unit === 'fiat' ? 'calculator.chart.profit' : 'calculator.chart.revenue' });
    return [{ kind: 'area', label, points: h.points, color: '--color-brand', precision: h.unit === 'fiat' ? 2 : MAX_PRECISION, format }];
  }, [points, best, device, settings, currency, intl]);
  if (history.status === 'error') return null;
  return (
    <div className="calc-chart" data-testid="calc-chart">
      {series.length > 0 ? (
        <TimeChart caption={<FormattedMessage id="calculator.chart.caption" values={{ algorithm: best.algorithm.title }} />} series={series} />
      ) : (
        <div className="calc-chart__loading" aria-hidden="true" />
      )}
    </div>
  );
}
