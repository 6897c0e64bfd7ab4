/**
 * The admin CLI's logic, separate from its entry (cli.ts) so tests run it in
 * process. A command goes to the running server's admin socket; when no server
 * runs, the CLI opens the database itself (migrated and seeded like a server
 * start would) and closes it afterwards.
 * Exit codes: 0 done, 1 the command failed, 2 wrong usage or configuration
 * (including a data directory that another process holds).
 */
import { ConfigError, loadConfig, type ServerConfig } from '../config.js';
import { checkConfigBeforeStart } from '../config-checks.js';
import { openDb } from '../db/db.js';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.js';
import { DatabaseOpenError } from '../db/open-errors.js';
import { TimeoutError } from '../lib/with-timeout.js';
import { describeStartupError } from '../startup-errors.js';
import { migrate } from '../db/migrate.js';
import { seedSampleData } from '../db/seed.js';
import { parseCommandLine, USAGE, UsageError, type AdminCommand } from './command-line.js';
import { runCommand, type CommandOutput } from './run-command.js';
import { createMailer } from '../mail/mailer.js';
import { createRepositories } from '../repositories/index.js';
import { CommandError } from './command-error.js';
import { terminalSafe } from '../lib/unsafe-text.js';
import { adminSocketPath } from './socket.js';
import { sendToAdminSocket } from './socket-client.js';

export interface CliIo {
  /** The environment to read the configuration from; the process's own when absent (tests pass one). */
  env?: NodeJS.ProcessEnv;
  stdout(text: string): void;
  stderr(text: string): void;
}

export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** Like a server start: the embedded database's folder is locked first, so a starting server and this never share it. */
async function runDirectly(config: ServerConfig, command: AdminCommand): Promise<CommandOutput> {
  await checkConfigBeforeStart(config, { server: false });
  const lock = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
  try {
    const db = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    try {
      await migrate(db);
      if (config.seedSampleData) await seedSampleData(db);
      // Status mails go as a running server's would: over SMTP when configured, else into the outbox.
      return await runCommand(command, { db, mailer: createMailer(config, createRepositories(db).subscriptions) });
    } finally {
      await db.close();
    }
  } finally {
    await lock?.release();
  }
}

function isStartupError(error: unknown): boolean {
  return [ConfigError, DataDirLockedError, DatabaseOpenError, TimeoutError].some((type) => error instanceof type);
}

export async function runCli(args: readonly string[], terminal: CliIo): Promise<number> {
  // Names, subjects and texts come from users: the terminal never gets their control or bidi characters raw.
  const io: CliIo = { env: terminal.env, stdout: (text) => terminal.stdout(terminalSafe(text)), stderr: (text) => terminal.stderr(terminalSafe(text)) };
  let parsed;
  try {
    parsed = parseCommandLine(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`${error.message}\n\n${USAGE}`);
    return EXIT.usage;
  }
  const { command, json } = parsed;
  if (command.name === 'help') {
    io.stdout(USAGE);
    return EXIT.ok;
  }

  let config: ServerConfig;
  try {
    config = loadConfig(io.env);
  } catch (error) {
    io.stderr(`Configuration error: ${(error as Error).message}`);
    return EXIT.usage;
  }

  let output: CommandOutput;
  try {
    const answer = await sendToAdminSocket(adminSocketPath(config.dataDir), args);
    if (answer === undefined) {
      output = await runDirectly(config, command);
    } else if (answer.ok) {
      output = { data: answer.data, text: answer.text };
    } else {
      io.stderr(answer.usage ? `${answer.error}\n\n${USAGE}` : answer.error);
      return answer.usage ? EXIT.usage : EXIT.failed;
    }
  } catch (error) {
    if (error instanceof CommandError) {
      io.stderr(error.message);
      return EXIT.failed;
    }
    if (isStartupError(error)) {
      const { message, exitCode } = describeStartupError(error);
      io.stderr(message);
      return exitCode;
    }
    io.stderr(`Admin command failed: ${(error as Error).message}`);
    return EXIT.failed;
  }
  io.stdout(json ? JSON.stringify(output.data, null, 2) : output.text);
  return EXIT.ok;
}
