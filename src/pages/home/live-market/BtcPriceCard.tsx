import { FormattedMessage, FormattedNumber } from '../../../lib/intl';
import { BTC_QUOTE } from './btc-price';
import { AsOf } from '../../../features/offline/AsOf';

export function BtcPriceCard({ price }: { price: number | null }) {
  return (
    <div className="stat">
      <p className="stat__label">
        <FormattedMessage id="home.btcPrice.label" />
      </p>
      {price === null ? (
        <p className="muted">
          <FormattedMessage id="home.btcPrice.unavailable" />
        </p>
      ) : (
        <p className="stat__value" data-testid="btc-price-value">
          <FormattedNumber value={price} minimumFractionDigits={2} maximumFractionDigits={2} /> <span className="stat__unit">{BTC_QUOTE}</span>
        </p>
      )}
      {price !== null && (
        <p>
          <AsOf path="/exchange/api/v2/info/prices" />
        </p>
      )}
    </div>
  );
}
