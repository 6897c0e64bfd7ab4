/**
 * `app.changes`: the cross-server channel (db/change-channel.ts) on this
 * app's database, opened before the caches that subscribe to it (system
 * flags, content, credentials) and closed with the app. A no-op on PGlite.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { openChangeChannel, type ChangeChannel } from '../db/change-channel.js';

declare module 'fastify' {
  interface FastifyInstance {
    changes: ChangeChannel;
  }
}

export default fp(async function changeChannel(app: FastifyInstance, opts: { retryMs?: { first: number; max: number } }) {
  const channel = await openChangeChannel(app.db, {
    warn: (message, err) => app.log.warn({ err }, message),
    ...(opts.retryMs ? { retryMs: opts.retryMs } : {}),
  });
  app.decorate('changes', channel);
  app.addHook('onClose', async () => channel.close());
});
