import type { FastifyInstance } from 'fastify';

// Placeholder: routes are being written.
export default async function routes(_app: FastifyInstance): Promise<void> {}
