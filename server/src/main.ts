/** `npm start` / `npm run serve`: one process serving the web app and the API. */
import { runServer } from './run-server.js';

const started = await runServer(undefined, {
  stdout: (text) => console.log(text),
  stderr: (text) => console.error(text),
});
if ('exitCode' in started) process.exit(started.exitCode);
const { server } = started;

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, shutting down`);
  try {
    await server.close();
    process.exit(0);
  } catch (error) {
    console.error(`shutdown failed: ${(error as Error).message}`);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
