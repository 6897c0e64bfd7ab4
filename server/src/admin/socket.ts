import type { FastifyInstance } from 'fastify';

// Placeholder: the admin socket is being written.
export async function startAdminSocket(_app: FastifyInstance, _dataDir: string): Promise<{ close(): Promise<void> }> {
  return { async close() {} };
}
