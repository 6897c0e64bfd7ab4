/**
 * Puts lib/security-headers.ts's headers on every response Fastify sends:
 * API answers, errors, 404s and the web app alike.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { SECURITY_HEADERS } from '../lib/security-headers.js';

export default fp(async function securityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    return payload;
  });
});
