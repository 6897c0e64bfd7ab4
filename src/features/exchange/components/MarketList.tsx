import { CoinMark } from '../../../components/ui/CoinMark';
import { FormattedMessage, FormattedNumber, useIntl } from '../../../lib/intl';
import type { MarketDayStats } from '../api/get-market-stats';
import type { ExchangeMarket } from '../types';

const percent = { style: 'percent', signDisplay: 'exceptZero', minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

export interface MarketListProps {
  markets: readonly ExchangeMarket[];
  /** Last price per market symbol (streamed while shown). */
  prices: Readonly<Record<string, number>>;
  day: Readonly<Record<string, MarketDayStats>> | undefined;
  chosen: string;
  onChoose: (symbol: string) => void;
  coinName?: (symbol: string) => string | undefined;
}

/** The exchange's pairs with their last price and 24 h change; each row's button charts its market. */
export function MarketList({ markets, prices, day, chosen, onChoose, coinName }: MarketListProps) {
  const intl = useIntl();
  return (
    <div className="table-scroll table-scroll--cue">
      <table className="table exchange-markets__table" data-testid="exchange-pairs">
        <caption className="visually-hidden">
          <FormattedMessage id="exchange.markets.caption" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="exchange.markets.market" />
            </th>
            <th scope="col" className="table__number">
              <FormattedMessage id="exchange.markets.last" />
            </th>
            <th scope="col" className="table__number">
              <FormattedMessage id="exchange.markets.change" />
            </th>
            <th scope="col">
              <span className="visually-hidden">
                <FormattedMessage id="exchange.markets.show" values={{ market: '' }} />
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {markets.map((m) => {
            const change = day?.[m.symbol]?.c24;
            const price = prices[m.symbol];
            const name = `${m.baseAsset}/${m.quoteAsset}`;
            return (
              <tr key={m.symbol} data-testid="exchange-market" data-symbol={m.symbol} aria-current={m.symbol === chosen ? 'true' : undefined}>
                <th scope="row">
                  <span className="exchange-markets__pair">
                    <CoinMark symbol={m.baseAsset} /> <span className="muted">/ {m.quoteAsset}</span>
                  </span>
                  {coinName?.(m.baseAsset) && <span className="coin-mark__name exchange-markets__name">{coinName(m.baseAsset)}</span>}
                </th>
                <td className="table__number" data-testid="exchange-market-last" data-price={price}>
                  {price === undefined ? '–' : <FormattedNumber value={price} maximumFractionDigits={Math.min(8, m.quoteAssetPrecision)} />}
                </td>
                <td className={`table__number exchange-markets__change--${(change ?? 0) >= 0 ? 'up' : 'down'}`}>
                  {change === undefined ? '–' : intl.formatNumber(change / 100, percent)}
                </td>
                <td>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => onChoose(m.symbol)}
                    aria-pressed={m.symbol === chosen}
                    data-testid="exchange-market-show"
                  >
                    <FormattedMessage id="exchange.markets.show" values={{ market: <span className="visually-hidden">{name}</span> }} />
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
