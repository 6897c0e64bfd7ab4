/**
 * The paying price at spot beside its 24 h, 7 d and 30 d averages, the rig's
 * revenue at each, and the break-evens. The table has its rows from the first
 * paint (the averages read "…" until the history arrives), so nothing moves
 * when they fill in.
 */
import { FormattedMessage } from '../../../../lib/intl';
import type { AlgorithmRow } from '../../algorithm-rows';
import type { EconomicsView } from '../../calculator/economics-view';
import type { EconomicsFormat } from './economics-format';
import { TableHead } from '../../../../components/ui/TableHead';

const PENDING = '…';
/** The column heading of each span of PRICE_SPANS (ECONOMICS.averageHours: 24, 168, 720). */
const SPAN_MESSAGES = {
  spot: 'calculator.economics.span.spot',
  '24h': 'calculator.economics.span.24h',
  '7d': 'calculator.economics.span.7d',
  '30d': 'calculator.economics.span.30d',
} as const;

export function PriceTable({ view, format, rows }: { view: EconomicsView; format: EconomicsFormat; rows: readonly AlgorithmRow[] }) {
  const pending = (span: string) => span !== 'spot' && !view.averagesLoaded;
  return (
    <div className="econ__scroll">
      <table className="table econ__table" data-testid="econ-prices" aria-busy={!view.averagesLoaded}>
        <caption>
          <FormattedMessage id="calculator.economics.prices.caption" />
        </caption>
        <TableHead
          columns={['calculator.table.algorithm', ...view.spans.map((span) => ({ label: SPAN_MESSAGES[span as keyof typeof SPAN_MESSAGES], numeric: true }))]}
        />
        <tbody>
          {view.prices.map((row) => {
            const algorithm = rows.find((r) => r.algorithm === row.algorithm);
            return (
              <tr key={row.algorithm}>
                <th scope="row">
                  {algorithm?.title ?? row.algorithm}{' '}
                  <span className="econ__unit">
                    <FormattedMessage id="calculator.economics.priceUnit" values={{ unit: algorithm?.priceUnit ?? '' }} />
                  </span>
                </th>
                {view.spans.map((span) => (
                  <td key={span} className="table__number" data-testid={`econ-price-${row.algorithm}-${span}`}>
                    {pending(span) ? PENDING : format.figure(row.prices[span] ?? null)}
                  </td>
                ))}
              </tr>
            );
          })}
          <tr className="econ__total">
            <th scope="row">
              <FormattedMessage id="calculator.economics.prices.rigBtc" />
            </th>
            {view.spans.map((span) => (
              <td key={span} className="table__number" data-testid={`econ-revenue-btc-${span}`}>
                {pending(span) ? PENDING : format.btc(view.revenueSat[span] ?? null)}
              </td>
            ))}
          </tr>
          <tr className="econ__total">
            <th scope="row">
              <FormattedMessage id="calculator.economics.prices.rigFiat" values={{ currency: view.currency }} />
            </th>
            {view.spans.map((span) => (
              <td key={span} className="table__number" data-testid={`econ-revenue-fiat-${span}`}>
                {pending(span) ? PENDING : format.fiat(view.currency, view.revenueMinor[span])}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

export function BreakEvens({ view, format, hasHardwarePrice }: { view: EconomicsView; format: EconomicsFormat; hasHardwarePrice: boolean }) {
  const { breakEvens, currency, input } = view;
  const rate = input.rates[currency] ?? 0;
  return (
    <dl className="econ__evens" data-testid="econ-break-evens">
      <div>
        <dt>
          <FormattedMessage id="calculator.economics.even.kwh" />
        </dt>
        <dd data-testid="econ-even-kwh">
          {format.money(currency, breakEvens.kwhPrice)}{' '}
          <span className="muted">
            <FormattedMessage
              id="calculator.economics.even.kwhNow"
              values={{ price: format.money(currency, { units: Math.round(input.kwhPrice * 1e4), scale: 4 }) }}
            />
          </span>
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="calculator.economics.even.btc" />
        </dt>
        <dd data-testid="econ-even-btc">
          {format.money(currency, breakEvens.btcPrice)}{' '}
          {rate > 0 && (
            <span className="muted">
              <FormattedMessage id="calculator.economics.even.btcNow" values={{ price: format.money(currency, { units: Math.round(rate * 100), scale: 2 }) }} />
            </span>
          )}
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="calculator.economics.even.payback" />
        </dt>
        <dd data-testid="econ-payback">
          {breakEvens.paybackDays !== null ? (
            <FormattedMessage id="calculator.economics.even.days" values={{ days: format.figure(breakEvens.paybackDays) }} />
          ) : (
            <span className="muted">
              <FormattedMessage id={hasHardwarePrice ? 'calculator.economics.even.never' : 'calculator.economics.even.noPrice'} />
            </span>
          )}
        </dd>
      </div>
    </dl>
  );
}
