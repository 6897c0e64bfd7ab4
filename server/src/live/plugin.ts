/**
 * Decorates the app with the hub that drives the live sockets (`app.liveHub`),
 * so the status monitor can see whether its timer keeps time.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { LiveHub } from './live-hub.js';

declare module 'fastify' {
  interface FastifyInstance {
    liveHub: LiveHub;
  }
}

export default fp(async function live(app: FastifyInstance) {
  const hub = new LiveHub(app.market, () => app.now());
  app.decorate('liveHub', hub);
  app.addHook('onClose', async () => hub.stop());
});
