import { describe, expect, it } from 'vitest';
import { earningsGap, roundToTotal, type GapInput, type GapPartKey, type GapRig } from './earnings-gap';

/** SHA256: TH/s against a PH market unit. */
const K = 1e12 / 1e15;
const SPOT = 0.00052;

function rig(over: Partial<GapRig> = {}): GapRig {
  return { reportedSpeed: 200, acceptedSpeed: 200, rejectedSpeed: {}, minutesOffline: 0, factor: K, spotPrice: SPOT, averagePrice: SPOT, ...over };
}
const part = (gap: ReturnType<typeof earningsGap>, key: GapPartKey) => gap.parts.find((p) => p.key === key)!;
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
const within1pc = (actual: number, injected: number) => expect(Math.abs(actual - injected)).toBeLessThanOrEqual(Math.abs(injected) * 0.01);

describe('earningsGap', () => {
  it('is zero for a rig that met its estimate', () => {
    const gap = earningsGap({ rigs: [rig()], feeRate: 0, btcRate: 100_000 });
    expect(gap.gapSats).toBe(0);
    expect(gap.parts.every((p) => p.sats === 0 && p.fiatMinor === 0)).toBe(true);
  });

  it('recovers 10 % rejects, a 2 % fee and 3 hours offline, each within 1 %, summing to the gap', () => {
    // 200 TH/s reported; 10 % of it rejected, the rest accepted; offline 3 h; fee 2 %.
    const input: GapInput = {
      rigs: [rig({ reportedSpeed: 200, acceptedSpeed: 180, rejectedSpeed: { STALE: 15, DUPLICATE: 5 }, minutesOffline: 180 })],
      feeRate: 0.02,
      btcRate: 100_000,
    };
    const gap = earningsGap(input);
    const estimate = 200 * K * SPOT * 1e8; // 10 400 sat
    expect(gap.estimateSats).toBe(Math.round(estimate));
    const injectedRejects = 0.1 * estimate;
    const injectedOffline = 0.9 * estimate * (3 / 24);
    const injectedFees = 0.9 * estimate * (21 / 24) * 0.02;
    within1pc(part(gap, 'rejects').sats, injectedRejects);
    within1pc(part(gap, 'offline').sats, injectedOffline);
    within1pc(part(gap, 'fees').sats, injectedFees);
    expect(part(gap, 'belowReported').sats).toBe(0);
    expect(part(gap, 'price').sats).toBe(0);
    expect(sum(gap.parts.map((p) => p.sats))).toBe(gap.gapSats);
    expect(sum(gap.parts.map((p) => p.fiatMinor!))).toBe(gap.gapFiatMinor);
    expect(gap.gapSats).toBe(gap.estimateSats - gap.earnedSats);
    // The estimate and the earnings in fiat: their difference is the gap shown in fiat.
    expect(gap.estimateFiatMinor! - gap.earnedFiatMinor!).toBe(gap.gapFiatMinor);
    expect(Math.abs(gap.earnedFiatMinor! - (gap.earnedSats * 100_000 * 100) / 1e8)).toBeLessThanOrEqual(0.5);
    // Largest first: offline (1170), rejects (1040), fees (164), then the zeros.
    expect(gap.parts.map((p) => p.key).slice(0, 3)).toEqual(['offline', 'rejects', 'fees']);
    expect(part(gap, 'rejects').byReason).toEqual([
      { reason: 'STALE', sats: 780 },
      { reason: 'DUPLICATE', sats: 260 },
    ]);
  });

  it('separates accepted-below-reported from rejects, and a price drop from both', () => {
    const gap = earningsGap({
      rigs: [rig({ reportedSpeed: 1000, acceptedSpeed: 900, rejectedSpeed: { STALE: 50 }, averagePrice: SPOT * 0.95 })],
      feeRate: 0,
      btcRate: null,
    });
    const estimate = 1000 * K * SPOT * 1e8;
    within1pc(part(gap, 'rejects').sats, 0.05 * estimate);
    within1pc(part(gap, 'belowReported').sats, 0.05 * estimate);
    within1pc(part(gap, 'price').sats, 0.9 * 0.05 * estimate);
    expect(part(gap, 'fees').sats).toBe(0);
    expect(gap.gapFiatMinor).toBeNull();
    expect([gap.estimateFiatMinor, gap.earnedFiatMinor]).toEqual([null, null]);
    expect(gap.parts.every((p) => p.fiatMinor === null)).toBe(true);
    expect(sum(gap.parts.map((p) => p.sats))).toBe(gap.gapSats);
  });

  it('shows a price rise as a negative part that still sums to the gap', () => {
    const gap = earningsGap({ rigs: [rig({ averagePrice: SPOT * 1.1 })], feeRate: 0.02, btcRate: 95_000 });
    expect(part(gap, 'price').sats).toBeLessThan(0);
    expect(gap.parts.at(-1)!.key).toBe('price');
    expect(sum(gap.parts.map((p) => p.sats))).toBe(gap.gapSats);
    expect(sum(gap.parts.map((p) => p.fiatMinor!))).toBe(gap.gapFiatMinor);
  });

  it('adds up exactly over many rigs with awkward figures', () => {
    const rigs = Array.from({ length: 7 }, (_, i) =>
      rig({
        reportedSpeed: 123.456 + i * 17.3,
        acceptedSpeed: 110.1 + i * 13.7,
        rejectedSpeed: { STALE: 1.234 * i, LOW_DIFFICULTY: 0.777, JOB_NOT_FOUND: 0.1 * i },
        minutesOffline: (i * 97) % 1440,
        spotPrice: SPOT * (1 + i / 100),
        averagePrice: SPOT * (1 - i / 70),
      }),
    );
    const gap = earningsGap({ rigs, feeRate: 0.02, btcRate: 87_654.32 });
    expect(sum(gap.parts.map((p) => p.sats))).toBe(gap.gapSats);
    expect(sum(gap.parts.map((p) => p.fiatMinor!))).toBe(gap.gapFiatMinor);
    expect(sum(part(gap, 'rejects').byReason!.map((r) => r.sats))).toBe(part(gap, 'rejects').sats);
    const amounts = gap.parts.map((p) => p.sats);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });
});

describe('roundToTotal', () => {
  it('gives the remainder to the largest magnitude, the first on a tie', () => {
    expect(roundToTotal([0.4, 0.4, 0.4], 2)).toEqual([2, 0, 0]);
    expect(roundToTotal([1.4, -3.4, 2.4], 1)).toEqual([1, -2, 2]);
  });

  it('never gives -0, which would be shown as "-0.00000000"', () => {
    expect(Object.is(roundToTotal([-0.2, 5], 5)[0], 0)).toBe(true);
  });
});
