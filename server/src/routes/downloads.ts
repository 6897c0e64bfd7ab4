/** api/v2/downloads: the download centre's files with their sizes and checksums, as the downloads folder holds them (downloads/). */
import type { FastifyInstance } from 'fastify';
import { API } from '../../../src/config/api-contract.js';
import { contractRoute } from '../lib/contract-route.js';

export default async function downloadRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(app, API.downloadFiles, {
    handler: async () => ({ list: await app.downloads.list() }),
  });
}
