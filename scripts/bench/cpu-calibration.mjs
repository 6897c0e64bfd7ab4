// The CPU slowdown that makes Lighthouse's emulated phone the same on every
// host. Lighthouse's default is 4x *the host*, so a faster machine plays a
// faster phone. Lighthouse 12.8.2's docs/throttling.md ("Calibrating the CPU
// slowdown") says to derive the multiplier from the host's benchmarkIndex
// with its calculator, https://lighthouse-cpu-throttling-calculator.vercel.app/
// (also used for Lighthouse's own lr-mobile config), which targets the
// mid-tier mobile device the mobile preset models (a Moto G4). The calculator
// is linear between these documented points (beyond the last, one step per
// 233 of index); below an index of 150 the host is slower than that phone.

/** [benchmarkIndex, cpuSlowdownMultiplier] points of the calculator. */
export const CALIBRATION_POINTS = Object.freeze([
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
  [1766, 5],
]);

/** Below this index the host cannot play the target phone: it is slower already. */
export const SLOWEST_HOST_INDEX = CALIBRATION_POINTS[0][0];

/** Index per 1x of slowdown past the last point (the calculator's 1300 -> 3x, +233 per 1x). */
const INDEX_PER_STEP_ABOVE = 233;

/**
 * The cpuSlowdownMultiplier for a host of `benchmarkIndex`, to one decimal as
 * the calculator prints it; `undefined` when the host is slower than the target.
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < SLOWEST_HOST_INDEX) return undefined;
  const last = CALIBRATION_POINTS.at(-1);
  let multiplier;
  if (benchmarkIndex >= last[0]) {
    multiplier = last[1] + (benchmarkIndex - last[0]) / INDEX_PER_STEP_ABOVE;
  } else {
    const upper = CALIBRATION_POINTS.findIndex(([index]) => index > benchmarkIndex);
    const [i0, m0] = CALIBRATION_POINTS[upper - 1];
    const [i1, m1] = CALIBRATION_POINTS[upper];
    multiplier = m0 + ((benchmarkIndex - i0) / (i1 - i0)) * (m1 - m0);
  }
  return Math.round(multiplier * 10) / 10;
}
