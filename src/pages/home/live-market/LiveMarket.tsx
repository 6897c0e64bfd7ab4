/**
 * Live data from the market and exchange features (page -> feature hook ->
 * API client -> server): the top algorithms by paying price, the BTC price
 * and the marketplace's totals. Each block shows its own loading, failure and
 * retry. An island of the home page (docs/rendering.md, "Islands"): until it is
 * hydrated it draws what the server drew (loading), whatever the store knows by
 * then (the island may have filled it before the whole app takes the page).
 */
import { useBtcRate } from '../../../features/currencies/use-btc-rate';
import { reloadPrices, useBtcPrice } from '../../../features/exchange/use-btc-price';
import { useDayStats } from '../../../features/exchange/use-day-stats';
import { BTC_MARKET } from '../../../features/exchange/btc-price';
import { dataOf, LOADING, type Remote } from '../../../lib/remote';
import { useHydrated } from '../../../lib/use-hydrated';
import { reloadMarketStats, useMarketTotals, useTopAlgorithms } from '../../../features/market/use-market-stats';
import { FormattedMessage } from '../../../lib/intl';
import { BtcPriceCard } from './BtcPriceCard';
import { MarketTotalsCard } from './MarketTotalsCard';
import { RemoteBlock } from './RemoteBlock';
import { TopAlgorithmsTable } from './TopAlgorithmsTable';

function reloadLiveMarket(): void {
  reloadMarketStats();
  reloadPrices();
}

export function LiveMarket() {
  const hydrated = useHydrated();
  const served = <T,>(remote: Remote<T>): Remote<T> => (hydrated ? remote : LOADING);
  const algorithms = served(useTopAlgorithms());
  const price = served(useBtcPrice());
  const day = useDayStats();
  const eur = useBtcRate('EUR');
  const totals = served(useMarketTotals());
  return (
    <section className="live-market" aria-labelledby="live-market-heading" data-testid="live-market">
      <h2 id="live-market-heading">
        <FormattedMessage id="home.live.heading" />
      </h2>
      <div className="live-market__grid">
        <RemoteBlock state={price} reload={reloadLiveMarket} testId="btc-price" reserve="btc-price">
          {(value) => <BtcPriceCard price={value} eurPerBtc={dataOf(eur.state) ?? null} day={dataOf(day.state)?.[BTC_MARKET] ?? null} />}
        </RemoteBlock>
        <RemoteBlock state={totals} reload={reloadLiveMarket} testId="market-totals-block" reserve="market-totals">
          {(value) => <MarketTotalsCard totals={value} />}
        </RemoteBlock>
        <RemoteBlock state={algorithms} reload={reloadLiveMarket} testId="top-algorithms" reserve="top-algorithms">
          {(rows) => <TopAlgorithmsTable rows={rows} />}
        </RemoteBlock>
      </div>
    </section>
  );
}
