/**
 * The signed-in user's total balance in the header, in the display currency
 * (spec 3, 7); on a phone in the locale's compact form ("$73.4K"), the full
 * figure kept for screen readers and in the menu. It keeps its room while loading or failed (a placeholder of
 * the same size), says "as of" when the figure is the last one kept after a
 * failed refresh (offline), and polls the balance for the whole shell
 * (use-balance.ts). Rendered only when signed in.
 */
import { FormattedMessage, useIntl } from '../../lib/intl';
import { fiatCompactText, fiatText } from './balance-text';
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
        <span className="header-balance__amount">
          <span className="header-balance__full">{fiatText(intl, view.sum.total, view.currency)}</span>
          <span className="header-balance__compact" aria-hidden="true">
            {fiatCompactText(intl, view.sum.total, view.currency)}
          </span>
        </span>
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
