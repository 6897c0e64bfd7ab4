/**
 * What a new user finds in their personal organization's wallet (sample data,
 * docs/sample-data.md): a few balances, so that accounts2 and the header's
 * total show something, and the activity that explains them. No real funds
 * exist anywhere. Fixed amounts and fixed offsets from the creation time, so
 * two users made at the same moment see the same thing.
 */
import type { Repositories } from '../repositories/index.js';
import { MINUTE_MS } from '../../../src/config/time.js';

/** Balances given to a sample organization and to every new user's personal one. */
export const SAMPLE_BALANCES: ReadonlyArray<{ currency: string; available: string; pending: string }> = [
  { currency: 'BTC', available: '0.52340000', pending: '0.00125000' },
  { currency: 'ETH', available: '3.25000000', pending: '0' },
  { currency: 'LTC', available: '41.80000000', pending: '0.50000000' },
  { currency: 'USDT', available: '1250.00000000', pending: '0' },
  { currency: 'EUR', available: '300.00000000', pending: '0' },
];

/**
 * The platform's entries (no user: deposits and fills happen to the account,
 * the user did not do them), newest first. `meta.amount` is signed: what the
 * entry added to or took from the wallet, in `meta.currency`.
 */
export const SAMPLE_ACTIVITY = [
  { type: 'DEPOSIT', description: 'Deposit of 0.00100000 BTC (sample data)', meta: { amount: '0.00100000', currency: 'BTC' }, agoMs: 60 * MINUTE_MS },
  {
    type: 'HASHPOWER_ORDER',
    description: 'Hash power order on SHA256 paid (sample data)',
    meta: { amount: '-0.00500000', currency: 'BTC' },
    agoMs: 3 * 60 * MINUTE_MS,
  },
  {
    type: 'EXCHANGE_TRADE',
    description: 'Bought 0.5 LTC on the exchange (sample data)',
    meta: { amount: '0.50000000', currency: 'LTC' },
    agoMs: 26 * 60 * MINUTE_MS,
  },
  {
    type: 'WITHDRAWAL',
    description: 'Withdrawal of 50 USDT (sample data)',
    meta: { amount: '-50.00000000', currency: 'USDT' },
    agoMs: 3 * 24 * 60 * MINUTE_MS,
  },
] as const;

export async function addSampleAccount(repos: Pick<Repositories, 'accounting' | 'activity'>, organizationId: string, nowMs: number): Promise<void> {
  await repos.accounting.addBalances(organizationId, SAMPLE_BALANCES);
  for (const sample of SAMPLE_ACTIVITY) {
    await repos.activity.add(organizationId, {
      userId: null,
      type: sample.type,
      description: sample.description,
      meta: sample.meta,
      createdAtMs: nowMs - sample.agoMs,
    });
  }
}
