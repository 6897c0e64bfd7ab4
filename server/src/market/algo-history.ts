/**
 * An algorithm's paying price and total speed at fixed steps, read from the
 * mining market's streams. The streams are pure functions of (seed, time), so
 * any window is computed on demand, every server answers it alike and a past
 * point never changes: nothing is stored.
 */
import type { AlgorithmStats } from './mining-market.js';

/** [epoch seconds, total speed in market units, paying price in BTC per market unit per day]. */
export type HistoryRow = [number, number, number];

/** Significant digits of the figures, as the live stats give them. */
const DIGITS = 8;
const sig = (x: number) => Number(x.toPrecision(DIGITS));

export interface HistoryWindow {
  /** First step boundary, epoch ms. */
  firstMs: number;
  /** Last step boundary, epoch ms; below firstMs for an empty window. */
  lastMs: number;
}

/**
 * The step boundaries inside [fromMs, toMs] that are also inside what is kept:
 * [keptFromMs, nowMs]. Boundaries are multiples of stepMs from the epoch, so
 * any two windows that overlap agree point for point.
 */
export function historyWindow(fromMs: number, toMs: number, keptFromMs: number, nowMs: number, stepMs: number): HistoryWindow {
  const from = Math.max(fromMs, keptFromMs);
  const to = Math.min(toMs, nowMs);
  return { firstMs: Math.ceil(from / stepMs) * stepMs, lastMs: Math.floor(to / stepMs) * stepMs };
}

export function historyRows(stats: (t: number) => AlgorithmStats, window: HistoryWindow, stepMs: number): HistoryRow[] {
  const rows: HistoryRow[] = [];
  for (let t = window.firstMs; t <= window.lastMs; t += stepMs) {
    const s = stats(t);
    rows.push([t / 1000, sig(s.speed), sig(s.paying)]);
  }
  return rows;
}
