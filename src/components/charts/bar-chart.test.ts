import { describe, expect, it } from 'vitest';
import { labelledBars, valueTicks, type Bar } from './BarChart';

const CHAR_PX = 7.2;
function days(count: number): Bar[] {
  return Array.from({ length: count }, (_, i) => ({ key: String(i), value: i, text: String(i), label: `Nov ${(i % 28) + 1}` }));
}
/** Each label's box as the chart anchors it: the first from its bar rightwards, the last leftwards, the rest centred. */
function boxes(bars: Bar[], slot: number, labelled: Set<number>): [number, number][] {
  const last = bars.length - 1;
  return [...labelled]
    .sort((a, b) => a - b)
    .map((i) => {
      const centre = (i + 0.5) * slot;
      const w = bars[i]!.label.length * CHAR_PX;
      return i === 0 ? [centre, centre + w] : i === last ? [centre - w, centre] : [centre - w / 2, centre + w / 2];
    });
}

describe('labelledBars', () => {
  for (const [count, plotWidth] of [
    [30, 300],
    [90, 1050],
    [90, 320],
    [365, 1050],
  ] as const) {
    it(`${count} bars over ${plotWidth} px: first and last labelled, no two labels touch`, () => {
      const bars = days(count);
      const slot = plotWidth / count;
      const labelled = labelledBars(bars, slot);
      expect(labelled.has(0)).toBe(true);
      expect(labelled.has(count - 1)).toBe(true);
      expect(labelled.size).toBeGreaterThanOrEqual(3);
      const placed = boxes(bars, slot, labelled);
      for (let i = 1; i < placed.length; i++) expect(placed[i]![0]).toBeGreaterThan(placed[i - 1]![1]);
    });
  }

  it('one bar gets one label; none for no bars', () => {
    expect([...labelledBars(days(1), 100)]).toEqual([0]);
    expect(labelledBars([], 100).size).toBe(0);
  });
});

describe('valueTicks', () => {
  it('has zero itself among its ticks when every value is below it (no "-0" label)', () => {
    const ticks = valueTicks([-0.18, -0.2, -0.12, -0.16]);
    expect(ticks.at(-1)).toBe(0);
    expect(Object.is(ticks.at(-1), -0)).toBe(false);
    expect(ticks.every((t) => t === 0 || Math.abs(t) >= 0.01)).toBe(true);
    expect(ticks[0]).toBeLessThanOrEqual(-0.2);
  });

  it('covers the values and zero in round steps', () => {
    expect(valueTicks([3, 7.5])).toEqual([0, 2, 4, 6, 8]);
    expect(valueTicks([-0.71, 0.46])).toEqual([-1, -0.5, 0, 0.5]);
  });
});
