import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_VISIT_GRACE_MS } from '../../config/limits';
import { formatVisit, parseVisit, setsDashboardFlag, type Visit } from './last-visit';

describe('the last visit and the redirect-to-dashboard flag', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 0, 1));
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the path and time in one cookie value', () => {
    const visit: Visit = { path: '/blog/post/x?y', time: Date.now() };
    expect(parseVisit(formatVisit(visit))).toEqual(visit);
    expect(parseVisit(undefined)).toBeUndefined();
    expect(parseVisit('garbage')).toBeUndefined();
  });

  it('sets the flag when / is visited twice in a row', () => {
    const last: Visit = { path: '/', time: Date.now() };
    vi.advanceTimersByTime(60_000);
    expect(setsDashboardFlag(last, '/', Date.now())).toBe(true);
  });

  it('does not set the flag for a first visit, another path, or / after another page', () => {
    expect(setsDashboardFlag(undefined, '/', Date.now())).toBe(false);
    expect(setsDashboardFlag({ path: '/', time: Date.now() }, '/about', Date.now())).toBe(false);
    expect(setsDashboardFlag({ path: '/about', time: Date.now() }, '/', Date.now())).toBe(false);
  });

  it('does not set the flag when the last visit was in the account area less than 10 s ago', () => {
    const last: Visit = { path: '/my/dashboard', time: Date.now() };
    vi.advanceTimersByTime(ACCOUNT_VISIT_GRACE_MS - 1);
    expect(setsDashboardFlag(last, '/', Date.now())).toBe(false);
  });
});
