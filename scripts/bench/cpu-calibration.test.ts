import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script without types
import { CALIBRATION_POINTS, SLOWEST_HOST_INDEX, cpuSlowdownFor } from './cpu-calibration.mjs';

// The figures of Lighthouse's CPU throttling calculator, linked from its
// docs/throttling.md (12.8.2): 150 = 1x, 800 = 2x, 1300 = 3x, then one more
// per 233 of index (1533 = 4x, 1766 = 5x, "2000 = 6x").
describe('the CPU slowdown that plays the mid-tier phone', () => {
  it('pins the calculator points', () => {
    expect(CALIBRATION_POINTS).toEqual([
      [150, 1],
      [800, 2],
      [1300, 3],
      [1533, 4],
      [1766, 5],
    ]);
    expect(SLOWEST_HOST_INDEX).toBe(150);
  });

  it('gives the calculator multiplier at each documented point', () => {
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1533)).toBe(4);
    expect(cpuSlowdownFor(1766)).toBe(5);
    expect(cpuSlowdownFor(2000)).toBe(6);
  });

  it('is linear between the points and past the last one, to one decimal', () => {
    expect(cpuSlowdownFor(475)).toBe(1.5); // 1 + 325/650
    expect(cpuSlowdownFor(1050)).toBe(2.5); // 2 + 250/500
    expect(cpuSlowdownFor(1000)).toBe(2.4);
    expect(cpuSlowdownFor(1416)).toBe(3.5); // 3 + 116/233
    expect(cpuSlowdownFor(2465)).toBe(8); // 3 + 1165/233
  });

  it('puts a typical high-end desktop (index 1500-2000) near the 4x default, inside the docs range 2-10x', () => {
    expect(cpuSlowdownFor(1500)).toBe(3.9);
    for (const index of [1500, 1750, 2000]) {
      expect(cpuSlowdownFor(index)).toBeGreaterThanOrEqual(2);
      expect(cpuSlowdownFor(index)).toBeLessThanOrEqual(10);
    }
  });

  it('has no multiplier for a host slower than the target phone, or no index', () => {
    expect(cpuSlowdownFor(149)).toBeUndefined();
    expect(cpuSlowdownFor(Number.NaN)).toBeUndefined();
    expect(cpuSlowdownFor(undefined)).toBeUndefined();
  });
});
