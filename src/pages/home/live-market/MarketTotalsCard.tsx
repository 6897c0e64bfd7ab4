import { FormattedMessage, FormattedNumber } from '../../../lib/intl';
import type { MarketTotals } from '../../../features/market/algorithm-rows';

/** Marketplace totals from the global stats: active orders, rigs, algorithms with orders. */
export function MarketTotalsCard({ totals }: { totals: MarketTotals }) {
  return (
    <dl className="market-totals" data-testid="market-totals">
      <div className="stat">
        <dt className="stat__label">
          <FormattedMessage id="home.totals.orders" />
        </dt>
        <dd className="stat__value" data-testid="total-orders">
          <FormattedNumber value={totals.orders} />
        </dd>
      </div>
      <div className="stat">
        <dt className="stat__label">
          <FormattedMessage id="home.totals.rigs" />
        </dt>
        <dd className="stat__value" data-testid="total-rigs">
          <FormattedNumber value={totals.rigs} />
        </dd>
      </div>
      <div className="stat">
        <dt className="stat__label">
          <FormattedMessage id="home.totals.algorithms" />
        </dt>
        <dd className="stat__value">
          <FormattedNumber value={totals.activeAlgorithms} />
        </dd>
      </div>
    </dl>
  );
}
