/**
 * Live data from the store (page -> store -> API client -> server): the top
 * algorithms by paying price, the BTC price and the marketplace's totals. Each block shows its own
 * loading, failure and retry.
 */
import { useSnapshot } from 'valtio';
import { exchangeState } from '../../../features/exchange/state';
import { miningState } from '../../../features/mining/state';
import { FormattedMessage } from '../../../lib/intl';
import { algorithmRows, marketTotals, type MarketTotals } from '../../../features/market-stats/algorithm-rows';
import { BtcPriceCard } from './BtcPriceCard';
import { MarketTotalsCard } from './MarketTotalsCard';
import { btcPrice } from './btc-price';
import { RemoteBlock, type BlockState } from './RemoteBlock';
import { TopAlgorithmsTable } from './TopAlgorithmsTable';
import { rankByPayingPrice, type RankedAlgorithm } from './top-algorithms';
import { reloadLiveMarket, useLiveMarket } from './use-live-market';

function useTopAlgorithms(): BlockState<RankedAlgorithm[]> {
  const mining = useSnapshot(miningState);
  const error = mining.globalStatsError ?? (mining.algorithms.length === 0 ? mining.algorithmsError : null);
  if (error) return { status: 'error', message: error };
  if (mining.globalStatsLoadedAt === null || mining.algorithms.length === 0) return { status: 'loading' };
  return {
    status: 'ready',
    data: rankByPayingPrice({ algos: mining.globalStats }, { miningAlgorithms: mining.algorithms }),
    loadedAt: mining.globalStatsLoadedAt,
  };
}

function useMarketTotals(): BlockState<MarketTotals> {
  const mining = useSnapshot(miningState);
  const error = mining.globalStatsError ?? (mining.algorithms.length === 0 ? mining.algorithmsError : null);
  if (error) return { status: 'error', message: error };
  if (mining.globalStatsLoadedAt === null || mining.algorithms.length === 0) return { status: 'loading' };
  return { status: 'ready', data: marketTotals(algorithmRows(mining.algorithms, mining.globalStats)), loadedAt: mining.globalStatsLoadedAt };
}

function useBtcPrice(): BlockState<number | null> {
  const exchange = useSnapshot(exchangeState);
  if (exchange.pricesFetchedAt === null) return { status: 'loading' };
  return { status: 'ready', data: btcPrice(exchange.prices), loadedAt: exchange.pricesFetchedAt };
}

export function LiveMarket() {
  useLiveMarket();
  const algorithms = useTopAlgorithms();
  const price = useBtcPrice();
  const totals = useMarketTotals();
  return (
    <section className="live-market" aria-labelledby="live-market-heading" data-testid="live-market">
      <h2 id="live-market-heading">
        <FormattedMessage id="home.live.heading" />
      </h2>
      <div className="live-market__grid">
        <RemoteBlock state={price} reload={reloadLiveMarket} testId="btc-price">
          {(value) => <BtcPriceCard price={value} />}
        </RemoteBlock>
        <RemoteBlock state={totals} reload={reloadLiveMarket} testId="market-totals-block">
          {(value) => <MarketTotalsCard totals={value} />}
        </RemoteBlock>
        <RemoteBlock state={algorithms} reload={reloadLiveMarket} testId="top-algorithms">
          {(rows) => <TopAlgorithmsTable rows={rows} />}
        </RemoteBlock>
      </div>
    </section>
  );
}
