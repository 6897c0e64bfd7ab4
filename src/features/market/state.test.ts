import { describe, expect, it } from 'vitest';
import { API } from '../../config/api-contract';
import { errorBody, jsonResponse, useFakeApi } from '../../lib/api/test-support';
import { loadAlgorithms, loadGlobalStats, marketState } from './state';

const { serve, seen } = useFakeApi();

describe('mining data', () => {
  it('loads the algorithms unsigned and the global stats with the time the worker fetched them', async () => {
    const fetchedAt = Date.now() - 30_000;
    serve((r) =>
      r.url.includes('algorithms')
        ? jsonResponse({ miningAlgorithms: [{ algorithm: 'SHA256', title: 'SHA256', order: 1 }] })
        : jsonResponse({ algos: [{ a: 1, p: 2 }] }, 200, { 'X-Hashvale-Fetched-At': String(fetchedAt) }),
    );
    await Promise.all([loadAlgorithms(), loadGlobalStats()]);
    expect(marketState.algorithms.data?.[0]!.algorithm).toBe('SHA256');
    expect(seen.find((r) => r.url.includes('algorithms'))!.headers.get('x-auth')).toBeNull();
    expect(marketState.globalStats.data).toEqual([{ a: 1, p: 2 }]);
    expect(marketState.globalStats.asOf).toBe(fetchedAt);
  });

  it('are kept by the service worker: algorithms 300 s, global stats 60 s', () => {
    expect(API.algorithms).toMatchObject({ signed: false, cacheTtlSeconds: 300, offline: expect.any(String) });
    expect(API.globalStatsCurrent).toMatchObject({ signed: false, cacheTtlSeconds: 60, offline: expect.any(String) });
  });

  it('keeps why the stats failed', async () => {
    serve(() => jsonResponse(errorBody(404, 'No such path'), 404));
    await loadGlobalStats();
    expect(marketState.globalStats).toMatchObject({ status: 'error', error: 'What you asked for was not found.' });
  });
});
