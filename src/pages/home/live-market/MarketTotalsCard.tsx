import { FormattedNumber } from '../../../lib/intl';
import { Stat } from '../../../components/ui/Stat';
import type { MarketTotals } from '../../../features/market/algorithm-rows';

/** Marketplace totals from the global stats: active orders, rigs, algorithms with orders. */
export function MarketTotalsCard({ totals }: { totals: MarketTotals }) {
  return (
    <dl className="market-totals" data-testid="market-totals">
      <Stat label="home.totals.orders" testId="total-orders">
        <FormattedNumber value={totals.orders} />
      </Stat>
      <Stat label="home.totals.rigs" testId="total-rigs">
        <FormattedNumber value={totals.rigs} />
      </Stat>
      <Stat label="home.totals.algorithms">
        <FormattedNumber value={totals.activeAlgorithms} />
      </Stat>
    </dl>
  );
}
