/**
 * `npm start` without the process: read the configuration, start, and say in
 * one line why not. main.ts adds the signals and the exit; tests call this.
 */
import { loadConfig } from './config.js';
import { startServer, type RunningServer } from './start.js';
import { describeStartupError } from './startup-errors.js';

export interface ServerIo {
  stdout(text: string): void;
  stderr(text: string): void;
}

export async function runServer(env: NodeJS.ProcessEnv | undefined, io: ServerIo): Promise<{ server: RunningServer } | { exitCode: number }> {
  try {
    const config = loadConfig(env);
    const server = await startServer(config);
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
    io.stdout(`Hashvale is running on ${server.url} (database: ${where})`);
    return { server };
  } catch (error) {
    const { message, exitCode } = describeStartupError(error);
    io.stderr(message);
    return { exitCode };
  }
}
