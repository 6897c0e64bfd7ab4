/** What the main thread and the candle worker (candle-worker.ts) send each other. */
import type { Candle, SimulatorSource } from './types.js';

export interface CandleJob {
  kind: 'candles';
  id: number;
  symbol: string;
  fromMs: number;
  toMs: number;
  resolution: number;
  t: number;
}

/** The snapshot to build candles from: sent first, and again after a reload. */
export type CandleWorkerMessage = CandleJob | { kind: 'snapshot'; source: SimulatorSource };

export type CandleWorkerAnswer = { id: number; candles: Candle[] } | { id: number; error: string };
