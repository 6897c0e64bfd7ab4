/**
 * One algorithm's paying price and total speed over the last 24 hours (all
 * locations together, as the global stats count them): the price as a line
 * on the right scale, the speed as bars on the left.
 */
import { useMemo } from 'react';
import { TimeChart, type ChartSeries } from '../../../components/charts/TimeChart';
import { MAX_PRECISION } from '../../../config/limits';
import { FormattedMessage, useIntl } from '../../../lib/intl';
import type { MiningAlgorithm } from '../types';
import { useAlgoHistory } from '../use-algo-history';

export function MarketHistoryChart({ algorithm }: { algorithm: MiningAlgorithm | undefined }) {
  const intl = useIntl();
  const history = useAlgoHistory(algorithm?.algorithm);
  const points = history.status === 'ready' ? history.data : undefined;
  const series = useMemo((): ChartSeries[] => {
    if (!points || points.length === 0 || !algorithm) return [];
    const marketUnit = algorithm.displayMarketFactor ?? '';
    // The contract's "no price factor" is an empty string.
    const priceUnit = algorithm.displayPriceFactor || marketUnit;
    const number = (v: number, digits: number) => intl.formatNumber(v, { maximumFractionDigits: digits });
    return [
      {
        kind: 'histogram',
        scale: 'left',
        color: '--color-text-muted',
        precision: 2,
        label: intl.formatMessage({ id: 'marketplace.chart.speed' }),
        points: points.map((p) => ({ time: p.time, value: p.speed })),
        format: (v) => `${number(v, 2)} ${marketUnit}/s`,
      },
      {
        kind: 'line',
        color: '--color-brand',
        precision: MAX_PRECISION,
        label: intl.formatMessage({ id: 'marketplace.chart.price' }),
        points: points.map((p) => ({ time: p.time, value: p.price })),
        format: (v) => `${number(v, MAX_PRECISION)} BTC/${priceUnit}/${intl.formatMessage({ id: 'marketplace.chart.day' })}`,
      },
    ];
  }, [points, algorithm, intl]);
  return (
    <div className="market-chart" data-testid="market-chart">
      {series.length > 0 && algorithm ? (
        <TimeChart caption={<FormattedMessage id="marketplace.chart.caption" values={{ algorithm: algorithm.title }} />} series={series} />
      ) : history.status === 'error' ? null : (
        <div aria-hidden="true" />
      )}
    </div>
  );
}
