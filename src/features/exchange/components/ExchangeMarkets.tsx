/**
 * The exchange's markets with their last price and 24 h change (quote
 * currencies in the spec's pair order), and for the chosen market a day of
 * one-minute candles and the latest trades.
 */
import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { TimeChart, type ChartSeries } from '../../../components/charts/TimeChart';
import { CoinMark } from '../../../components/ui/CoinMark';
import { comparePairCodes } from '../../../lib/currency-pairs';
import { FormattedMessage, FormattedNumber, FormattedTime, useIntl } from '../../../lib/intl';
import { dataOf } from '../../../lib/remote';
import type { MarketDayStats } from '../api/get-market-stats';
import { BTC_MARKET } from '../btc-price';
import { exchangeState } from '../state';
import type { ExchangeMarket } from '../types';
import { useCandles, useTrades } from '../use-market-data';
import { useBtcPrice } from '../use-btc-price';
import './exchange-markets.css';
import { TableHead } from '../../../components/ui/TableHead';

export function orderMarkets(markets: readonly ExchangeMarket[]): ExchangeMarket[] {
  return [...markets].sort((a, b) => comparePairCodes(a.quoteAsset, b.quoteAsset) || (a.baseAsset < b.baseAsset ? -1 : a.baseAsset > b.baseAsset ? 1 : 0));
}

const percent = { style: 'percent', signDisplay: 'exceptZero', minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

function MarketChart({ market }: { market: ExchangeMarket }) {
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

function RecentTrades({ market }: { market: ExchangeMarket }) {
  const trades = dataOf(useTrades(market.symbol).state);
  if (!trades) return null;
  const digits = Math.min(8, market.quoteAssetPrecision);
  return (
    <div className="table-scroll">
      <table className="table exchange-trades" data-testid="exchange-trades">
        <caption>
          <FormattedMessage id="exchange.trades.caption" values={{ market: `${market.baseAsset}/${market.quoteAsset}` }} />
        </caption>
        <TableHead
          columns={[
            'chart.time',
            'exchange.trades.side',
            { label: 'exchange.markets.price', values: { quote: market.quoteAsset }, numeric: true },
            { label: 'exchange.trades.amount', values: { base: market.baseAsset }, numeric: true },
          ]}
        />
        <tbody>
          {trades.map((t) => (
            <tr key={t.id} data-testid="exchange-trade">
              <td>
                <FormattedTime value={t.time / 1000} timeStyle="medium" />
              </td>
              <td className={`exchange-trades__${t.dir === 'BUY' ? 'buy' : 'sell'}`}>
                <FormattedMessage id={t.dir === 'BUY' ? 'exchange.trades.buy' : 'exchange.trades.sell'} />
              </td>
              <td className="table__number">
                <FormattedNumber value={t.price} maximumFractionDigits={digits} />
              </td>
              <td className="table__number">
                <FormattedNumber value={t.qty} maximumFractionDigits={Math.min(8, market.baseAssetPrecision)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const NO_PRICES: Readonly<Record<string, number>> = {};

export interface ExchangeMarketsProps {
  day: Readonly<Record<string, MarketDayStats>> | undefined;
  /** A coin's full name, shown beside its symbol (the page gives the currencies' names). */
  coinName?: (symbol: string) => string | undefined;
}

export function ExchangeMarkets({ day, coinName }: ExchangeMarketsProps) {
  const intl = useIntl();
  useBtcPrice(); // keeps the last prices fresh while shown
  const exchange = useSnapshot(exchangeState);
  const markets = exchange.markets.data;
  const prices = exchange.prices.data ?? NO_PRICES;
  const ordered = useMemo(() => orderMarkets((markets ?? []).filter((m) => m.status === 'TRADING')), [markets]);
  const [chosen, setChosen] = useState(BTC_MARKET);
  const market = ordered.find((m) => m.symbol === chosen) ?? ordered[0];
  if (!market) return null;
  return (
    <section className="exchange-markets" aria-labelledby="exchange-markets-heading" data-testid="exchange-markets">
      <h2 id="exchange-markets-heading">
        <FormattedMessage id="exchange.markets.heading" />
      </h2>
      <MarketChart market={market} />
      <RecentTrades market={market} />
      <div className="table-scroll">
        <table className="table exchange-markets__table">
          <caption className="visually-hidden">
            <FormattedMessage id="exchange.markets.caption" />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="exchange.markets.market" />
              </th>
              <th scope="col" className="table__number">
                <FormattedMessage id="exchange.markets.last" />
              </th>
              <th scope="col" className="table__number">
                <FormattedMessage id="exchange.markets.change" />
              </th>
              <th scope="col">
                <span className="visually-hidden">
                  <FormattedMessage id="exchange.markets.show" values={{ market: '' }} />
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {ordered.map((m) => {
              const change = day?.[m.symbol]?.c24;
              const name = `${m.baseAsset}/${m.quoteAsset}`;
              return (
                <tr key={m.symbol} data-testid="exchange-market" data-symbol={m.symbol} aria-current={m.symbol === market.symbol ? 'true' : undefined}>
                  <th scope="row">
                    <CoinMark symbol={m.baseAsset} name={coinName?.(m.baseAsset)} /> <span className="muted">/ {m.quoteAsset}</span>
                  </th>
                  <td className="table__number">
                    {prices[m.symbol] === undefined ? (
                      '–'
                    ) : (
                      <FormattedNumber value={prices[m.symbol]!} maximumFractionDigits={Math.min(8, m.quoteAssetPrecision)} />
                    )}
                  </td>
                  <td className={`table__number exchange-markets__change--${(change ?? 0) >= 0 ? 'up' : 'down'}`}>
                    {change === undefined ? '–' : intl.formatNumber(change / 100, percent)}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      onClick={() => setChosen(m.symbol)}
                      aria-pressed={m.symbol === market.symbol}
                      data-testid="exchange-market-show"
                    >
                      <FormattedMessage id="exchange.markets.show" values={{ market: <span className="visually-hidden">{name}</span> }} />
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
