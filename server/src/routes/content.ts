import type { FastifyInstance } from 'fastify';

// Placeholder: content routes are being written.
export default async function routes(_app: FastifyInstance): Promise<void> {}
