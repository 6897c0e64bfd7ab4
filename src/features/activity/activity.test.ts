import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { fakeFetch, jsonResponse, type FakeHandler } from '../../lib/api/test-support';
import { fetchActivity } from './api/get-activity';

let seen: ReturnType<typeof fakeFetch>['seen'];
const notifyError = vi.fn();

function serve(handler: FakeHandler): void {
  const fake = fakeFetch(handler);
  seen = fake.seen;
  vi.stubGlobal('fetch', fake.fetch);
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(1_700_000_000_000);
  notifyError.mockReset();
  api.configure({ hooks: { notifyError }, session: () => null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('activity', () => {
  it('asks for 100 entries of page 0 by default', async () => {
    serve(() => jsonResponse({ list: [], pagination: { size: 100, page: 0, totalPageCount: 0 } }));
    await fetchActivity();
    await fetchActivity({ size: 5, page: 2, personalOnly: true });
    expect(seen.map((r) => r.url)).toEqual(['/api/v2/activity?size=100&page=0', '/api/v2/activity?size=5&page=2&personalOnly=true']);
  });
});
