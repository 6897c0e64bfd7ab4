import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { MarketSimulator } from './types.js';

declare module 'fastify' {
  interface FastifyInstance {
    market: MarketSimulator;
  }
}

// Placeholder until the simulator lands: knows no market.
export default fp(async function market(app: FastifyInstance, _opts: { seed: number }) {
  app.decorate('market', { lastPrice: () => undefined, rate: () => undefined } satisfies MarketSimulator);
});
