import { Link } from 'wouter';
import { RoutePage } from '../../components/page/RoutePage';
import { buildPath } from '../../config/paths';
import { PageArticle } from '../../features/content/components/PageArticle';
import { useBtcRate } from '../../features/currencies/use-btc-rate';
import { useCurrencyNames } from '../../features/currencies/use-currency-names';
import { BtcTicker } from '../../features/exchange/components/BtcTicker';
import { ExchangeMarkets } from '../../features/exchange/components/ExchangeMarkets';
import { BTC_MARKET } from '../../features/exchange/btc-price';
import { useBtcPrice } from '../../features/exchange/use-btc-price';
import { useDayStats, type MarketDayStats } from '../../features/exchange/use-day-stats';
import { LiveOrderBook } from '../../features/market/components/LiveOrderBook';
import { dataOf } from '../../lib/remote';
import { FormattedMessage } from '../../lib/intl';
import { BusiestAlgorithms } from './BusiestAlgorithms';
import { CREATE_ORDER_PATH } from './marketplace-links';
import './marketplace.css';

/**
 * /marketplace: the live order book of any algorithm and location, what
 * trades most, and how it works. Each live part subscribes to its own data,
 * so an answer renders that part again, not the page with its article.
 */
export function MarketplacePage() {
  return (
    <RoutePage
      name="marketplace"
      actions={
        <>
          <a className="button" href={CREATE_ORDER_PATH}>
            <FormattedMessage id="marketplace.cta.createOrder" />
          </a>
          <Link className="button button--secondary" href={buildPath('guide', { url: 'first-hash-power-order' })}>
            <FormattedMessage id="marketplace.cta.guide" />
          </Link>
        </>
      }
    >
      <LiveOrderBook />
      <DayMarkets />
      <BusiestAlgorithms />
      <PageArticle category="page" url="marketplace" />
    </RoutePage>
  );
}

/** The BTC ticker and the exchange's markets: one subscription to the day's figures for both. */
function DayMarkets() {
  const day = dataOf(useDayStats().state);
  const coinName = useCurrencyNames();
  return (
    <>
      <BtcSection day={day?.[BTC_MARKET] ?? null} />
      <ExchangeMarkets day={day} coinName={coinName} />
    </>
  );
}

function BtcSection({ day }: { day: MarketDayStats | null }) {
  const price = dataOf(useBtcPrice()) ?? null;
  const eur = dataOf(useBtcRate('EUR').state) ?? null;
  return (
    <section className="marketplace-btc card" aria-labelledby="marketplace-btc-heading" data-testid="marketplace-btc">
      <h2 id="marketplace-btc-heading">
        <FormattedMessage id="home.btcPrice.label" />
      </h2>
      <BtcTicker price={price} eurPerBtc={eur} day={day} />
    </section>
  );
}
