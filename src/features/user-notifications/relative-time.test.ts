import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const NOW = 1_750_000_000_000;

describe('relativeTime', () => {
  it('picks the largest unit that fits, negative for the past', () => {
    expect(relativeTime(NOW - 30_000, NOW)).toEqual({ value: -30, unit: 'second' });
    expect(relativeTime(NOW - 5 * 60_000, NOW)).toEqual({ value: -5, unit: 'minute' });
    expect(relativeTime(NOW - 3 * 3_600_000, NOW)).toEqual({ value: -3, unit: 'hour' });
    expect(relativeTime(NOW - 26 * 3_600_000, NOW)).toEqual({ value: -1, unit: 'day' });
  });
});
