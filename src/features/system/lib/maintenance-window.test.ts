import { describe, expect, it } from 'vitest';
import type { StatusMaintenance } from '../../../config/api/status';
import { expectedDuration, openWindow } from './maintenance-window';

const MIN = 60_000;
const T = Date.UTC(2024, 6, 4, 8, 30); // July 4 2024, 10:30 CEST
const win = (over: Partial<StatusMaintenance>): StatusMaintenance => ({
  id: 1,
  title: 'Database upgrade',
  message: '',
  components: ['website'],
  starts: T,
  ends: null,
  expectedMinMinutes: 45,
  expectedMaxMinutes: 90,
  cancelled: null,
  ...over,
});

describe('openWindow', () => {
  it('is the window started and not over: with no end, open until start + the longest expected duration', () => {
    expect(openWindow([win({})], T - 1)).toBeNull();
    expect(openWindow([win({})], T)?.id).toBe(1);
    expect(openWindow([win({})], T + 89 * MIN)?.id).toBe(1);
    expect(openWindow([win({})], T + 90 * MIN)).toBeNull();
    expect(openWindow([win({ ends: T + 30 * MIN })], T + 30 * MIN)).toBeNull();
  });

  it('skips a cancelled window and takes the earliest of two open ones', () => {
    expect(openWindow([win({ cancelled: T - MIN })], T + MIN)).toBeNull();
    expect(openWindow([win({ id: 2, starts: T + MIN }), win({ id: 3 })], T + 2 * MIN)?.id).toBe(3);
  });
});

describe('expectedDuration', () => {
  it('reads the spec example as 45 to 90 minutes; a single figure or an end as they are', () => {
    expect(expectedDuration(win({}))).toEqual({ kind: 'range', min: 45, max: 90 });
    expect(expectedDuration(win({ expectedMinMinutes: null, expectedMaxMinutes: 60 }))).toEqual({ kind: 'minutes', minutes: 60 });
    expect(expectedDuration(win({ ends: T + 45 * MIN }))).toEqual({ kind: 'until', ends: T + 45 * MIN });
    expect(expectedDuration(win({ expectedMinMinutes: null, expectedMaxMinutes: null }))).toEqual({ kind: 'unknown' });
  });
});
