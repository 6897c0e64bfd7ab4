/**
 * Decorates the app with the market simulator (`app.market`), built from the
 * reference data in the database at start, and the candle builds
 * (`app.candles`: long ranges on a worker thread, candle-builds.ts). Sample
 * data is seeded before the app is built; after changing reference rows, call
 * `app.market.reload()`.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { MarketSimulator } from './types.js';
import { Simulator } from './simulator.js';
import { COMPILED_CANDLE_WORKER, createCandleBuilds, type CandleBuilds, type CandleWorkerScript } from './candle-builds.js';

declare module 'fastify' {
  interface FastifyInstance {
    market: MarketSimulator;
    candles: CandleBuilds;
  }
}

export default fp(async function market(app: FastifyInstance, opts: { seed: number; candleWorker?: CandleWorkerScript }) {
  app.decorate('market', await Simulator.load(opts.seed, app.db));
  const candles = createCandleBuilds(app.market, opts.candleWorker ?? COMPILED_CANDLE_WORKER);
  app.decorate('candles', candles);
  app.addHook('onClose', async () => candles.close());
});
