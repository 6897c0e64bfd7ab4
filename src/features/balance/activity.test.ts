import { describe, expect, it } from 'vitest';
import { jsonResponse, useFakeApi } from '../../lib/api/test-support';
import { fetchActivity } from './api/get-activity';

const { serve, seen } = useFakeApi();

describe('activity', () => {
  it('asks for 100 entries of page 0 by default', async () => {
    serve(() => jsonResponse({ list: [], pagination: { size: 100, page: 0, totalPageCount: 0 } }));
    await fetchActivity();
    await fetchActivity({ size: 5, page: 2, personalOnly: true });
    expect(seen.map((r) => r.url)).toEqual(['/api/v2/activity?size=100&page=0', '/api/v2/activity?size=5&page=2&personalOnly=true']);
  });
});
