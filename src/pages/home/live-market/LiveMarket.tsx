/**
 * Live data from the API, proving the whole chain (page -> API -> database and
 * market simulator): the top algorithms by paying price and the BTC price.
 * Each block loads, fails and retries on its own.
 */
import { CACHE_TTL_SECONDS } from '../../../config/limits';
import { FormattedMessage } from '../../../lib/intl';
import { useRemoteData } from '../../../lib/use-remote-data';
import { BtcPriceCard } from './BtcPriceCard';
import { fetchBtcPrice } from './btc-price';
import { RemoteBlock } from './RemoteBlock';
import { TopAlgorithmsTable } from './TopAlgorithmsTable';
import { fetchTopAlgorithms } from './top-algorithms';

/** Global stats change at most this often on the server (their cache TTL). */
const REFRESH_MS = CACHE_TTL_SECONDS.globalStats * 1000;

export function LiveMarket() {
  const algorithms = useRemoteData(fetchTopAlgorithms, REFRESH_MS);
  const btcPrice = useRemoteData(fetchBtcPrice, REFRESH_MS);
  return (
    <section className="live-market" aria-labelledby="live-market-heading" data-testid="live-market">
      <h2 id="live-market-heading">
        <FormattedMessage id="home.live.heading" />
      </h2>
      <div className="live-market__grid">
        <RemoteBlock remote={btcPrice} testId="btc-price">
          {(price) => <BtcPriceCard price={price} />}
        </RemoteBlock>
        <RemoteBlock remote={algorithms} testId="top-algorithms">
          {(rows) => <TopAlgorithmsTable rows={rows} />}
        </RemoteBlock>
      </div>
    </section>
  );
}
