/**
 * The exchange section as a trading view: the markets (quote currencies in
 * the spec's pair order) with their last price, streamed while shown, and 24 h
 * change, and for the chosen market a day of one-minute candles and the latest
 * trades. Once the block is 60rem wide the pair list sits beside the chart and
 * the trades; narrower, Pairs, Chart and Trades are tabs (docs/frontend.md,
 * "The trading view").
 */
import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Tabs } from '../../../components/ui/Tabs';
import { comparePairCodes } from '../../../lib/currency-pairs';
import { FormattedMessage, useIntl } from '../../../lib/intl';
import type { MarketDayStats } from '../api/get-market-stats';
import { BTC_MARKET } from '../btc-price';
import { exchangeState } from '../state';
import type { ExchangeMarket } from '../types';
import { useBtcPrice } from '../use-btc-price';
import { useLivePrices } from '../use-live-prices';
import { ExchangeChart } from './ExchangeChart';
import { ExchangeTrades } from './ExchangeTrades';
import { MarketList } from './MarketList';
import './exchange-markets.css';

export function orderMarkets(markets: readonly ExchangeMarket[]): ExchangeMarket[] {
  return [...markets].sort((a, b) => comparePairCodes(a.quoteAsset, b.quoteAsset) || (a.baseAsset < b.baseAsset ? -1 : a.baseAsset > b.baseAsset ? 1 : 0));
}

const NO_PRICES: Readonly<Record<string, number>> = {};

export interface ExchangeMarketsProps {
  day: Readonly<Record<string, MarketDayStats>> | undefined;
  /** A coin's full name, shown beside its symbol (the page gives the currencies' names). */
  coinName?: (symbol: string) => string | undefined;
}

export function ExchangeMarkets({ day, coinName }: ExchangeMarketsProps) {
  const intl = useIntl();
  useBtcPrice(); // the REST prices on mount and now and then (a market without a push yet shows one)
  const exchange = useSnapshot(exchangeState);
  const markets = exchange.markets.data;
  const prices = exchange.prices.data ?? NO_PRICES;
  const ordered = useMemo(() => orderMarkets((markets ?? []).filter((m) => m.status === 'TRADING')), [markets]);
  useLivePrices(useMemo(() => ordered.map((m) => m.symbol), [ordered]));
  const [chosen, setChosen] = useState(BTC_MARKET);
  // The tab shown below 60rem, kept here so it outlives a change of market.
  const [view, setView] = useState('pairs');
  const market = ordered.find((m) => m.symbol === chosen) ?? ordered[0];
  if (!market) return null;
  const choose = (symbol: string) => {
    setChosen(symbol);
    // On a phone, asking for a market's chart shows it (the button says "Chart").
    setView('chart');
  };
  return (
    <section className="exchange-markets" aria-labelledby="exchange-markets-heading" data-testid="exchange-markets">
      <h2 id="exchange-markets-heading">
        <FormattedMessage id="exchange.markets.heading" />
      </h2>
      <Tabs
        className="exchange-view"
        label={intl.formatMessage({ id: 'exchange.view.label' })}
        testId="exchange-view"
        selected={view}
        onSelect={setView}
        tabs={[
          {
            key: 'pairs',
            label: <FormattedMessage id="exchange.view.pairs" />,
            panel: <MarketList markets={ordered} prices={prices} day={day} chosen={market.symbol} onChoose={choose} coinName={coinName} />,
          },
          { key: 'chart', label: <FormattedMessage id="exchange.view.chart" />, panel: <ExchangeChart market={market} /> },
          { key: 'trades', label: <FormattedMessage id="exchange.view.trades" />, panel: <ExchangeTrades market={market} /> },
        ]}
      />
    </section>
  );
}
