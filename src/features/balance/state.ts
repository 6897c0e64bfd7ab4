/**
 * The signed-in user's balance and recent activity (spec 3, 7): two slots
 * (src/lib/remote.ts) held for one owner, the user and the organization they
 * act for. Both answers are signed, so the worker never stores them
 * (docs/pwa.md) and nothing here is written to storage: the only "kept copy"
 * is this page's last answer, shown with its time when a refresh fails
 * (offline). Another owner, or a logout, empties the slots at once, and an
 * answer that arrives for a previous owner is dropped.
 */
import { proxy } from 'valtio';
import { loadRemote, slotOf } from '../../lib/load-remote';
import { idle, type Remote } from '../../lib/remote';
import type { ActivityEntry } from '../../config/api/session';
import { fetchActivity } from './api/get-activity';
import { fetchAccounts, type Accounts } from './api/get-accounts';

export interface BalanceState {
  /** `userId:organizationId` of whom the slots hold, or null. */
  owner: string | null;
  accounts: Remote<Accounts['currencies']>;
  activity: Remote<ActivityEntry[]>;
}

export const balanceState = proxy<BalanceState>({ owner: null, accounts: idle(), activity: idle() });

export function ownerKey(userId: string, organizationId: string | null): string {
  return `${userId}:${organizationId ?? ''}`;
}

/** Empties the slots (signed out, another user or organization). */
export function resetBalance(owner: string | null = null): void {
  Object.assign(balanceState, { owner, accounts: idle(), activity: idle() });
}

function claim(owner: string): () => boolean {
  if (balanceState.owner !== owner) resetBalance(owner);
  return () => balanceState.owner === owner;
}

export async function loadBalance(owner: string, signal?: AbortSignal): Promise<void> {
  const current = claim(owner);
  await loadRemote(slotOf(balanceState, 'accounts', current), async () => ({ data: (await fetchAccounts(signal)).currencies, asOf: Date.now() }));
}

/** The first page with spec 7's defaults (size 100, page 0): the menu lists its newest entries. */
export async function loadRecentActivity(owner: string, signal?: AbortSignal): Promise<void> {
  const current = claim(owner);
  await loadRemote(slotOf(balanceState, 'activity', current), async () => ({ data: (await fetchActivity({}, signal)).list, asOf: Date.now() }));
}
