/**
 * The signed-in user's total balance in the header, in the display currency
 * (spec 3, 7). It keeps its room while loading or failed (a placeholder of
 * the same size), says "as of" when the figure is the last one kept after a
 * failed refresh (offline), and polls the balance for the whole shell
 * (use-balance.ts). Rendered only when signed in.
 */
import { FormattedMessage, useIntl } from '../../lib/intl';
import { fiatText } from './balance-text';
import { useBalance, useBalancePolling } from './use-balance';

export function HeaderBalance() {
  useBalancePolling();
  const intl = useIntl();
  const view = useBalance();
  if (!view) return null;
  const label = intl.formatMessage({ id: 'shell.balance.total' });
  return (
    <p className="header-balance" data-status={view.status} aria-busy={view.status === 'loading' || undefined}>
      <span className="header-balance__label">{label}</span>
      {view.sum ? (
        <span className="header-balance__amount">{fiatText(intl, view.sum.total, view.currency)}</span>
      ) : (
        <span className="header-balance__amount header-balance__amount--placeholder">
          <FormattedMessage id={view.status === 'error' ? 'shell.balance.unavailable' : 'shell.balance.loading'} />
        </span>
      )}
      {view.keptAsOf !== undefined && (
        <span className="header-balance__as-of">
          <FormattedMessage id="shell.balance.asOf" values={{ time: intl.formatTime(view.keptAsOf, { hour: '2-digit', minute: '2-digit' }) }} />
        </span>
      )}
    </p>
  );
}
