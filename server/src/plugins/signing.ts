import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

// Placeholder: signature verification is being written.
export default fp(async function signing(_app: FastifyInstance) {});
