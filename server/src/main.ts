/** `npm start` / `npm run serve`: one process serving the web app and the API. */
import { loadConfig } from './config.js';
import { startServer } from './start.js';

const config = loadConfig();
const server = await startServer(config);
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
console.log(`Hashvale is running on ${server.url} (database: ${where})`);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, shutting down`);
  try {
    await server.close();
    process.exit(0);
  } catch (error) {
    console.error('shutdown failed', error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
