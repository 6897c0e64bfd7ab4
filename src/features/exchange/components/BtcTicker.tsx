/**
 * The bitcoin price in US dollars (the BTCUSDT market; USDT is pegged to the
 * dollar) and euros, with the 24 h change, high, low and volume and a line
 * of the last 24 hourly closes. The change is written with its sign, not
 * only coloured. The euro rate comes from the page (the currencies feature).
 */
import { Sparkline } from '../../../components/charts/Sparkline';
import { FormattedMessage, FormattedNumber, useIntl } from '../../../lib/intl';
import type { MarketDayStats } from '../api/get-market-stats';
import './btc-ticker.css';

const usd = { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

export function BtcTicker({ price, eurPerBtc, day }: { price: number | null; eurPerBtc: number | null; day: MarketDayStats | null }) {
  const intl = useIntl();
  if (price === null) {
    return (
      <p className="muted">
        <FormattedMessage id="home.btcPrice.unavailable" />
      </p>
    );
  }
  const change = day?.c24;
  return (
    <div className="btc-ticker">
      <p className="stat__value" data-testid="btc-price-value">
        <FormattedNumber value={price} {...usd} />
      </p>
      {eurPerBtc !== null && eurPerBtc > 0 && (
        <p className="btc-ticker__eur" data-testid="btc-price-eur">
          <FormattedNumber value={eurPerBtc} style="currency" currency="EUR" minimumFractionDigits={2} maximumFractionDigits={2} />
        </p>
      )}
      {day && (
        <>
          <p className={`btc-ticker__change btc-ticker__change--${change! >= 0 ? 'up' : 'down'}`} data-testid="btc-change">
            <FormattedMessage
              id="exchange.ticker.change"
              values={{
                change: intl.formatNumber(change! / 100, { style: 'percent', signDisplay: 'exceptZero', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
              }}
            />
          </p>
          <Sparkline
            values={day.csjs.map((c) => c.v)}
            label={intl.formatMessage(
              { id: 'exchange.ticker.sparkline' },
              {
                from: intl.formatNumber(day.csjs[0]?.v ?? price, usd),
                to: intl.formatNumber(day.csjs.at(-1)?.v ?? price, usd),
              },
            )}
          />
          <dl className="btc-ticker__day">
            <div>
              <dt>
                <FormattedMessage id="exchange.ticker.high" />
              </dt>
              <dd data-testid="btc-high">
                <FormattedNumber value={day.h24} {...usd} />
              </dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="exchange.ticker.low" />
              </dt>
              <dd data-testid="btc-low">
                <FormattedNumber value={day.l24} {...usd} />
              </dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="exchange.ticker.volume" />
              </dt>
              <dd data-testid="btc-volume">
                <FormattedNumber value={day.v24} maximumFractionDigits={2} /> BTC
              </dd>
            </div>
          </dl>
        </>
      )}
    </div>
  );
}
