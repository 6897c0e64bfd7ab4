/**
 * Worker threads in tests run the TypeScript source: vitest transforms the
 * modules of its own thread only, so a worker gets a loader that transpiles
 * .ts with TypeScript (ts-worker-hooks.mjs).
 */
import type { CandleWorkerScript } from '../src/market/candle-builds.js';

const REGISTER = new URL('./ts-worker-register.mjs', import.meta.url).href;

export const SOURCE_CANDLE_WORKER: CandleWorkerScript = {
  url: new URL('../src/market/candle-worker.ts', import.meta.url),
  execArgv: ['--import', REGISTER],
};
