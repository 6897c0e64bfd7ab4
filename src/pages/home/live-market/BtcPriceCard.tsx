import { FormattedMessage } from '../../../lib/intl';
import { BtcTicker } from '../../../features/exchange/components/BtcTicker';
import type { MarketDayStats } from '../../../features/exchange/use-day-stats';
import { AsOf } from '../../../features/offline/AsOf';

export function BtcPriceCard({ price, eurPerBtc, day }: { price: number | null; eurPerBtc: number | null; day: MarketDayStats | null }) {
  return (
    <div className="stat">
      <p className="stat__label">
        <FormattedMessage id="home.btcPrice.label" />
      </p>
      <BtcTicker price={price} eurPerBtc={eurPerBtc} day={day} />
      {price !== null && (
        <p>
          <AsOf path="/exchange/api/v2/info/prices" />
        </p>
      )}
    </div>
  );
}
