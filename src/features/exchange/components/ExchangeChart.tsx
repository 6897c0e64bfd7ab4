import { useMemo } from 'react';
import { TimeChart, type ChartSeries } from '../../../components/charts/TimeChart';
import { FormattedMessage, useIntl } from '../../../lib/intl';
import { dataOf } from '../../../lib/remote';
import type { ExchangeMarket } from '../types';
import { useCandles } from '../use-market-data';

/** A day of one-minute candles of one exchange market; the box keeps its height while they load. */
export function ExchangeChart({ market }: { market: ExchangeMarket }) {
  const intl = useIntl();
  const candles = dataOf(useCandles(market.symbol).state);
  const series = useMemo((): ChartSeries[] => {
    if (!candles || candles.length === 0) return [];
    const digits = Math.min(8, market.quoteAssetPrecision);
    return [
      {
        kind: 'candles',
        color: '--color-success',
        precision: digits,
        label: intl.formatMessage({ id: 'exchange.markets.price' }, { quote: market.quoteAsset }),
        points: candles.map((c) => ({ time: c.time, value: c.close })),
        candles,
        format: (v) => `${intl.formatNumber(v, { maximumFractionDigits: digits })} ${market.quoteAsset}`,
      },
    ];
  }, [candles, market, intl]);
  return (
    <div className="exchange-chart" data-testid="exchange-chart">
      {series.length > 0 && (
        <TimeChart caption={<FormattedMessage id="exchange.markets.chart" values={{ market: `${market.baseAsset}/${market.quoteAsset}` }} />} series={series} />
      )}
    </div>
  );
}
