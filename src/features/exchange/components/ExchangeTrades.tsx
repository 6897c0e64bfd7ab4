import { TableHead } from '../../../components/ui/TableHead';
import { FormattedMessage, FormattedNumber, FormattedTime } from '../../../lib/intl';
import { dataOf } from '../../../lib/remote';
import type { ExchangeMarket } from '../types';
import { useTrades } from '../use-market-data';

/** The latest trades of one exchange market, newest first. */
export function ExchangeTrades({ market }: { market: ExchangeMarket }) {
  const trades = dataOf(useTrades(market.symbol).state);
  if (!trades) return null;
  const digits = Math.min(8, market.quoteAssetPrecision);
  return (
    <div className="table-scroll">
      <table className="table exchange-trades" data-testid="exchange-trades">
        <caption>
          <FormattedMessage id="exchange.trades.caption" values={{ market: `${market.baseAsset}/${market.quoteAsset}` }} />
        </caption>
        <TableHead
          columns={[
            'chart.time',
            'exchange.trades.side',
            { label: 'exchange.markets.price', values: { quote: market.quoteAsset }, numeric: true },
            { label: 'exchange.trades.amount', values: { base: market.baseAsset }, numeric: true },
          ]}
        />
        <tbody>
          {trades.map((t) => (
            <tr key={t.id} data-testid="exchange-trade">
              <td>
                <FormattedTime value={t.time / 1000} timeStyle="medium" />
              </td>
              <td className={`exchange-trades__${t.dir === 'BUY' ? 'buy' : 'sell'}`}>
                <FormattedMessage id={t.dir === 'BUY' ? 'exchange.trades.buy' : 'exchange.trades.sell'} />
              </td>
              <td className="table__number">
                <FormattedNumber value={t.price} maximumFractionDigits={digits} />
              </td>
              <td className="table__number">
                <FormattedNumber value={t.qty} maximumFractionDigits={Math.min(8, market.baseAssetPrecision)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
