import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BANNER_CLOSED_REMEMBER_MS, BANNER_REFETCH_MS } from '../../config/limits';
import type { Banner } from './api/get-banners';
import { bannersState, closeBanner, refreshBanners, resetBannersState, visibleBanners } from './state';

const BANNER: Banner = { id: 'b1', text: 'Scheduled maintenance', url: null, kind: 'info', dismissible: true };
const START = Date.UTC(2026, 0, 1);
const answer = (list: Banner[]) => ({ data: list, asOf: Date.now() });

describe('banners', () => {
  beforeEach(() => {
    resetBannersState();
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('asks the server at most every 10 minutes however often the visitor navigates', async () => {
    const load = vi.fn().mockResolvedValue(answer([BANNER]));
    await refreshBanners(Date.now(), load);
    vi.advanceTimersByTime(BANNER_REFETCH_MS - 1);
    await refreshBanners(Date.now(), load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await refreshBanners(Date.now(), load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(bannersState.items.data).toEqual([BANNER]);
  });

  it('does not ask again within 10 minutes after a failed fetch, and keeps the last banners', async () => {
    const load = vi
      .fn()
      .mockResolvedValueOnce(answer([BANNER]))
      .mockRejectedValue(new Error('down'));
    await refreshBanners(Date.now(), load);
    vi.advanceTimersByTime(BANNER_REFETCH_MS);
    await refreshBanners(Date.now(), load);
    await refreshBanners(Date.now(), load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(bannersState.items.data).toEqual([BANNER]);
  });

  it('keeps a closed banner closed for 14 days, then shows it again', async () => {
    const load = vi.fn().mockResolvedValue(answer([BANNER]));
    await refreshBanners(Date.now(), load);
    closeBanner('b1', Date.now());
    expect(visibleBanners(bannersState.items.data ?? [], bannersState.closed)).toEqual([]);
    vi.advanceTimersByTime(BANNER_CLOSED_REMEMBER_MS - 1);
    await refreshBanners(Date.now(), load);
    expect(visibleBanners(bannersState.items.data ?? [], bannersState.closed)).toEqual([]);
    vi.advanceTimersByTime(1);
    await refreshBanners(Date.now(), load);
    expect(visibleBanners(bannersState.items.data ?? [], bannersState.closed)).toEqual([BANNER]);
    expect(bannersState.closed).toEqual({});
  });
});
