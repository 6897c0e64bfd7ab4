import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSupportCategories, resetSupportState, supportState, visibleCategories } from './state';

const CATEGORIES = [
  { category: 'general-help', subCategories: ['account'] },
  { category: 'general-nicex', subCategories: ['exchange'] },
  { category: 'mining-help', subCategories: ['stratum'] },
];

const answer = { data: CATEGORIES, asOf: 1 };

describe('support categories', () => {
  beforeEach(() => resetSupportState());

  it('loads the categories once, however many support screens ask', async () => {
    const load = vi.fn().mockResolvedValue(answer);
    await Promise.all([loadSupportCategories(load), loadSupportCategories(load)]);
    await loadSupportCategories(load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(supportState.categories.status).toBe('ready');
    expect(supportState.categories.data).toEqual(CATEGORIES);
  });

  it('keeps the error and tries again on the next support screen', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('The server could not be reached')).mockResolvedValue(answer);
    await loadSupportCategories(load);
    expect(supportState.categories).toMatchObject({ status: 'error', error: 'The server could not be reached' });
    await loadSupportCategories(load);
    expect(supportState.categories.status).toBe('ready');
  });

  it('hides the exchange help category from visitors', () => {
    expect(visibleCategories(CATEGORIES).map((c) => c.category)).toEqual(['general-help', 'mining-help']);
  });
});
