import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

// Placeholder: static file serving is being written.
export default fp(async function staticFiles(_app: FastifyInstance, _opts: { dir: string }) {});
