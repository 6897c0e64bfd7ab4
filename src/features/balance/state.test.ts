import { afterEach, describe, expect, it } from 'vitest';
import { API, type ApiEndpoint } from '../../config/api-contract';
import { jsonResponse, useFakeApi } from '../../lib/api/test-support';
import { balanceState, loadBalance, loadRecentActivity, resetBalance } from './state';

const { serve } = useFakeApi();
const ACCOUNTS = {
  total: { currency: 'BTC', totalBalance: '1', available: '1', pending: '0', pendingDetails: {} },
  currencies: [
    {
      active: true,
      currency: 'BTC',
      totalBalance: '1',
      available: '1',
      pending: '0',
      pendingDetails: {},
      enabled: true,
      btcRate: 1,
      fiatRate: 1,
      status: 'ACTIVE',
    },
  ],
};

afterEach(() => resetBalance());

describe('the balance store', () => {
  it('holds the answer for its owner, and keeps it with its time when a refresh fails (offline)', async () => {
    serve(() => jsonResponse(ACCOUNTS));
    await loadBalance('ada:org1');
    expect(balanceState.accounts.status).toBe('ready');
    const asOf = balanceState.accounts.asOf;
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    await loadBalance('ada:org1');
    expect(balanceState.accounts.status).toBe('error');
    expect(balanceState.accounts.data?.[0]?.currency).toBe('BTC');
    expect(balanceState.accounts.asOf).toBe(asOf);
  });

  it('empties at once for another owner and drops an answer that arrives for the previous one', async () => {
    let release!: () => void;
    serve(() => new Promise((resolve) => (release = () => resolve(jsonResponse(ACCOUNTS)))));
    const late = loadBalance('ada:org1');
    resetBalance('bob:org2');
    release();
    await late;
    expect(balanceState.owner).toBe('bob:org2');
    expect(balanceState.accounts.data).toBeUndefined();
  });

  it('asks for the first activity page with spec 7’s defaults', async () => {
    const seen: string[] = [];
    serve((request) => {
      seen.push(request.url);
      return jsonResponse({ list: [], pagination: { size: 100, page: 0, totalPageCount: 0 } });
    });
    await loadRecentActivity('ada:org1');
    expect(seen).toEqual([`/${API.activity.path}?size=100&page=0`]);
    expect(balanceState.activity.status).toBe('ready');
  });

  it('is never kept by the worker: both calls are signed and have no offline reason', () => {
    for (const entry of [API.accounts, API.activity] as ApiEndpoint[]) {
      expect(entry.signed).toBe(true);
      expect(entry.offline).toBeUndefined();
    }
  });
});
