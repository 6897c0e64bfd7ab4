/**
 * Puts lib/security-headers.ts's headers on every response Fastify sends:
 * API answers, errors, 404s and the web app alike.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { SECURITY_HEADERS } from '../lib/security-headers.js';

export default fp(async function securityHeaders(app: FastifyInstance) {
  // Callback hooks, here and in the other plugins every answer passes: an
  // async hook costs each answer a promise and a turn of the microtask queue.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(SECURITY_HEADERS);
    done(null, payload);
  });
});
