/**
 * Candles without stalling the event loop (issue 35). A range longer than
 * CANDLE_BUILDS.inlineSpanMs can take seconds of CPU the first time, during
 * which this process answered nothing else: it is built on one worker thread
 * (candle-worker.ts) holding the same simulator snapshot, one range at a
 * time. At most CANDLE_BUILDS.maxWaiting more wait behind it; past that the
 * request is refused (CandlesBusyError: the route answers 503 with
 * Retry-After). A short range, the chart's 24 h window, costs milliseconds
 * and is built where it is asked. The worker starts with the first long
 * range and starts again after a crash.
 */
import { Worker } from 'node:worker_threads';
import { CANDLE_BUILDS } from './market-limits.js';
import type { CandleWorkerAnswer, CandleWorkerMessage } from './candle-messages.js';
import type { Candle, MarketSimulator, SimulatorSource } from './types.js';

/** Where the worker's script is, and how to run it (tests run the TypeScript source). */
export interface CandleWorkerScript {
  url: URL;
  execArgv?: string[];
}

/** The compiled worker beside this module. */
export const COMPILED_CANDLE_WORKER: CandleWorkerScript = { url: new URL('./candle-worker.js', import.meta.url) };

/** Every worker slot is taken: try again after `retryAfterSeconds`. */
export class CandlesBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many long candle ranges are being built');
    this.name = 'CandlesBusyError';
  }
}

export interface CandleBuilds {
  /** As MarketSimulator.candles; a long range is built on the worker. */
  candles(symbol: string, fromMs: number, toMs: number, resolutionMinutes: number, t: number): Promise<Candle[]>;
  /** Long ranges being built or waiting. */
  pending(): number;
  close(): Promise<void>;
}

interface Waiting {
  resolve(candles: Candle[]): void;
  reject(error: Error): void;
}

export function createCandleBuilds(
  market: MarketSimulator,
  script: CandleWorkerScript = COMPILED_CANDLE_WORKER,
  limits: { inlineSpanMs: number; maxWaiting: number; retryAfterSeconds: number } = CANDLE_BUILDS,
): CandleBuilds {
  let worker: Worker | undefined;
  /** The snapshot the worker holds: it is sent again when the simulator reloads. */
  let sent: SimulatorSource['reference'] | undefined;
  let nextId = 1;
  const waiting = new Map<number, Waiting>();

  const failAll = (error: Error) => {
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
  };

  function started(): Worker {
    if (worker) return worker;
    const w = new Worker(script.url, { execArgv: script.execArgv ?? [] });
    // The worker never keeps the process alive on its own.
    w.unref();
    w.on('message', (answer: CandleWorkerAnswer) => {
      const found = waiting.get(answer.id);
      if (!found) return;
      waiting.delete(answer.id);
      if ('error' in answer) found.reject(new Error(`candle worker: ${answer.error}`));
      else found.resolve(answer.candles);
    });
    w.on('error', (error) => failAll(error));
    w.on('exit', () => {
      if (worker === w) {
        worker = undefined;
        sent = undefined;
      }
      failAll(new Error('the candle worker stopped'));
    });
    worker = w;
    return w;
  }

  const post = (w: Worker, message: CandleWorkerMessage) => w.postMessage(message);

  return {
    async candles(symbol, fromMs, toMs, resolution, t) {
      if (!(toMs - fromMs > limits.inlineSpanMs)) return market.candles(symbol, fromMs, toMs, resolution, t);
      if (waiting.size >= 1 + limits.maxWaiting) throw new CandlesBusyError(limits.retryAfterSeconds);
      const w = started();
      const source = market.source();
      if (sent !== source.reference) {
        post(w, { kind: 'snapshot', source });
        sent = source.reference;
      }
      const id = nextId++;
      return new Promise<Candle[]>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        post(w, { kind: 'candles', id, symbol, fromMs, toMs, resolution, t });
      });
    },
    pending: () => waiting.size,
    async close() {
      const w = worker;
      worker = undefined;
      failAll(new Error('the server is closing'));
      await w?.terminate();
    },
  };
}
