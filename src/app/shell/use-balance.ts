/**
 * The signed-in user's balance as the header and the user menu show it: the
 * balance store (features/balance) polled for the acting organization, its
 * entries summed in the display currency with the app's rates
 * (features/currencies), and the newest activity entries. The shell joins
 * the three features here, as features do not import each other.
 */
import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { BALANCE_POLL_MS, RECENT_ACTIVITY_SHOWN } from '../../config/limits';
import { balanceState, loadBalance, loadRecentActivity, ownerKey } from '../../features/balance/state';
import { balanceTotal, type BalanceTotal } from '../../features/currencies/lib/balance-total';
import { currenciesState, findCurrency } from '../../features/currencies/state';
import { preferencesState } from '../../features/preferences/state';
import { sessionState } from '../../features/session/state';
import { isKeptCopy } from '../../lib/remote';
import { usePolling } from '../../lib/use-polling';
import type { ActivityEntry } from '../../config/api/session';

export interface BalanceView {
  status: 'loading' | 'ready' | 'error';
  /** The display currency the total is in. */
  currency: string;
  sum?: BalanceTotal;
  /** Set when the figures are the last answer kept after a failed refresh (offline): when it was fetched. */
  keptAsOf?: number;
  /** `asOf`: when the list was fetched, the "now" its ages are counted from (rendering stays pure). */
  activity: { status: 'loading' | 'ready' | 'error'; entries: readonly ActivityEntry[]; asOf: number };
}

function useOwner(): string | null {
  const { user, organizationId } = useSnapshot(sessionState);
  return user ? ownerKey(user.id, organizationId) : null;
}

/** Keeps the store fresh while signed in; used once, by the header's total (always shown when signed in). */
export function useBalancePolling(): void {
  const owner = useOwner();
  const refresh = useCallback(
    (signal: AbortSignal) => {
      if (!owner) return;
      void loadBalance(owner, signal);
      void loadRecentActivity(owner, signal);
    },
    [owner],
  );
  usePolling(refresh, BALANCE_POLL_MS);
}

/** What the store holds for the signed-in user, as shown; undefined signed out. */
export function useBalance(): BalanceView | undefined {
  const owner = useOwner();
  const state = useSnapshot(balanceState);
  const { currency } = useSnapshot(preferencesState);
  // Both read from the snapshot, so the total follows the rates and the precisions as they arrive.
  const { rates, list } = useSnapshot(currenciesState);
  const precisionOf = (symbol: string): number | undefined => (list.data ? findCurrency(symbol)?.precision : undefined);
  if (!owner || state.owner !== owner) return owner ? { status: 'loading', currency, activity: { status: 'loading', entries: [], asOf: 0 } } : undefined;
  const accounts = state.accounts;
  const sum = accounts.data ? balanceTotal(accounts.data, currency, rates.data ?? [], precisionOf) : undefined;
  const activityEntries = state.activity.data?.slice(0, RECENT_ACTIVITY_SHOWN) ?? [];
  return {
    status: accounts.data ? 'ready' : accounts.status === 'error' ? 'error' : 'loading',
    currency,
    sum,
    keptAsOf: isKeptCopy(accounts) ? accounts.asOf : undefined,
    activity: {
      status: state.activity.data ? 'ready' : state.activity.status === 'error' ? 'error' : 'loading',
      entries: activityEntries,
      asOf: state.activity.asOf ?? 0,
    },
  };
}
