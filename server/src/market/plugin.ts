/**
 * Decorates the app with the market simulator (`app.market`), built from the
 * reference data in the database at start. Sample data is seeded before the
 * app is built; after changing reference rows, call `app.market.reload()`.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { MarketSimulator } from './types.js';
import { Simulator } from './simulator.js';

declare module 'fastify' {
  interface FastifyInstance {
    market: MarketSimulator;
  }
}

export default fp(async function market(app: FastifyInstance, opts: { seed: number }) {
  app.decorate('market', await Simulator.load(opts.seed, app.db));
});
