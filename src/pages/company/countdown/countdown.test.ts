import { describe, expect, it } from 'vitest';
import { COUNTDOWN_EVENTS, countdownEvent, estimateBlockTime } from './countdown-events';
import { timeLeft } from './time-left';

describe('estimateBlockTime', () => {
  it('adds the remaining blocks times the target interval to the reference block time', () => {
    const estimate = { referenceHeight: 100, referenceTimeMs: 1_000_000, targetHeight: 106, blockIntervalMs: 600_000 };
    expect(estimateBlockTime(estimate)).toBe(1_000_000 + 6 * 600_000);
  });

  it('puts the next Bitcoin halving 210,000 ten-minute blocks after block 840,000, in April 2028', () => {
    const halving = countdownEvent('halving')!;
    expect(halving.estimate?.targetHeight).toBe(1_050_000);
    expect(new Date(halving.targetMs).toISOString().slice(0, 10)).toBe('2028-04-17');
  });
});

describe('countdown events', () => {
  it('have unique ids and the id the route table samples', () => {
    const ids = COUNTDOWN_EVENTS.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('halving');
    expect(countdownEvent('no-such-event')).toBeUndefined();
  });
});

describe('timeLeft', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = Date.UTC(2026, 0, 1);
    const target = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999;
    expect(timeLeft(target, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, passed: false });
  });

  it('stops at zero once the time has passed', () => {
    expect(timeLeft(1000, 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, passed: true });
  });
});
