// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportReachability } from '../../lib/online';

const recorded = vi.hoisted(() => [] as Array<[string, string | null]>);
vi.mock('./visited-pages', () => ({
  recordVisit: async (path: string, title: string | null) => {
    recorded.push([path, title]);
  },
}));

const { useRecordVisit } = await import('./use-record-visit');

/** Lets the MutationObserver's callbacks run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  recorded.length = 0;
  document.title = 'Hashvale';
});
afterEach(cleanup);

describe('useRecordVisit', () => {
  it('records the page at the first network answer, with the title it has then', async () => {
    document.title = 'Pricing | Hashvale';
    renderHook(() => useRecordVisit('/pricing', true));
    expect(recorded).toEqual([]);
    act(() => reportReachability(true));
    await settle();
    expect(recorded).toEqual([['/pricing', 'Pricing | Hashvale']]);
  });

  it('records a title the page sets later while it is still shown, not only when it is left', async () => {
    renderHook(() => useRecordVisit('/about', true));
    act(() => reportReachability(true));
    await settle();
    document.title = 'About Hashvale | Hashvale';
    await settle();
    // The page has not been left: a write at unload may never finish, so the title must be kept by now.
    expect(recorded.at(-1)).toEqual(['/about', 'About Hashvale | Hashvale']);
  });

  it('records nothing while offline', async () => {
    renderHook(() => useRecordVisit('/blog', false));
    document.title = 'Blog | Hashvale';
    await settle();
    expect(recorded).toEqual([]);
  });
});
