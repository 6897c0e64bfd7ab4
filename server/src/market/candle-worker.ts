/**
 * The candle worker's thread (candle-builds.ts starts it): builds the same
 * simulator snapshot as the main thread from its seed and reference data, and
 * answers one candle range per message. Its aggregates are memoised here, so
 * a range asked again is cheap here too.
 */
import { parentPort } from 'node:worker_threads';
import { Simulator } from './simulator.js';
import type { CandleJob, CandleWorkerAnswer, CandleWorkerMessage } from './candle-messages.js';

let simulator: Simulator | undefined;

function build(job: CandleJob): CandleWorkerAnswer {
  if (!simulator) return { id: job.id, error: 'no snapshot yet' };
  try {
    return { id: job.id, candles: simulator.candles(job.symbol, job.fromMs, job.toMs, job.resolution, job.t) };
  } catch (error) {
    return { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
}

parentPort!.on('message', (message: CandleWorkerMessage) => {
  if (message.kind === 'snapshot') simulator = new Simulator(message.source.seed, null, message.source.reference);
  else parentPort!.postMessage(build(message));
});
