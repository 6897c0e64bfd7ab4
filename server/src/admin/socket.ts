/**
 * The admin socket: while the server runs it owns the embedded database
 * (PGlite allows one process per data directory), so the admin CLI sends its
 * commands here instead of opening the database itself. A Unix socket at
 * `<DATA_DIR>/admin.sock`, mode 600: only the server's own user (and root) can
 * use it, and it is never reachable from the network.
 *
 * Protocol: POST /command with `{"args": [...]}` (the CLI's arguments);
 * answer `{"ok":true,"data","text"}` or `{"ok":false,"error","usage"?}`.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { adminSocketFile } from '../config.js';
import { parseCommandLine, UsageError } from './command-line.js';
import { runCommand } from './run-command.js';
import { reloadContentFrom } from '../content/reload-content.js';
import { CommandError } from './command-error.js';
import { ADMIN_SOCKET_LIMITS } from '../server-limits.js';

/** `<DATA_DIR>/admin.sock`; config.ts checks at start that the path fits a socket address. */
export function adminSocketPath(dataDir: string): string {
  return adminSocketFile(dataDir);
}

export type SocketAnswer = { ok: true; data: unknown; text: string } | { ok: false; error: string; usage?: boolean };

/** Whether a server answers on the socket file; false when nothing listens (a stale file). */
function socketIsLive(socketPath: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = net.connect(socketPath);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(false);
      else reject(error);
    });
  });
}

async function readBody(request: http.IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > ADMIN_SOCKET_LIMITS.requestBytes) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: http.ServerResponse, status: number, answer: SocketAnswer): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
}

async function handle(app: FastifyInstance, request: http.IncomingMessage, response: http.ServerResponse) {
  if (request.method !== 'POST' || request.url !== '/command') {
    return send(response, 404, { ok: false, error: 'POST /command only' });
  }
  const raw = await readBody(request);
  if (raw === undefined) return send(response, 413, { ok: false, error: 'Request too large' });
  let args: unknown;
  try {
    args = (JSON.parse(raw) as { args?: unknown }).args;
  } catch {
    return send(response, 400, { ok: false, error: 'Body must be JSON: {"args": [...]}' });
  }
  try {
    const { command } = parseCommandLine(args as string[]);
    const output = await runCommand(command, {
      db: app.db,
      repos: app.repos,
      setFlag: (name, value) => app.systemFlags.set(name, value),
      statusChanged: () => app.systemFlags.reload(),
      reloadContent: () => reloadContentFrom(app, app.config.contentDir),
      baseUrl: app.config.publicUrl,
      mailer: app.forms.mailer,
      now: app.now,
    });
    return send(response, 200, { ok: true, ...output });
  } catch (error) {
    if (error instanceof UsageError) return send(response, 400, { ok: false, error: error.message, usage: true });
    if (error instanceof CommandError) return send(response, 422, { ok: false, error: error.message });
    // Only the error, never the request: it may be about to carry a new secret.
    app.log.error({ err: error }, 'admin command failed');
    return send(response, 500, { ok: false, error: 'The admin command failed; see the server log' });
  }
}

function setUmask(mask: number): number | undefined {
  try {
    return process.umask(mask);
  } catch {
    return undefined;
  }
}

export async function startAdminSocket(app: FastifyInstance, dataDir: string): Promise<{ close(): Promise<void> }> {
  await fs.mkdir(dataDir, { recursive: true });
  const socketPath = adminSocketPath(dataDir);
  if (await socketIsLive(socketPath)) {
    // Two servers on one embedded database would corrupt it; on a shared
    // PostgreSQL the other server's socket serves the CLI just as well.
    if (app.config.databaseUrl) {
      app.log.warn(`another server already answers on ${socketPath}; this one opens no admin socket`);
      return { async close() {} };
    }
    throw new Error(`Another server is already running with DATA_DIR ${dataDir} (${socketPath} answers)`);
  }
  await fs.rm(socketPath, { force: true });

  const server = http.createServer((request, response) => {
    handle(app, request, response).catch((err: unknown) => {
      app.log.error({ err }, 'admin socket request failed');
      if (!response.headersSent) send(response, 500, { ok: false, error: 'Internal error' });
      else response.destroy();
    });
  });
  const listening = new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // listen() binds synchronously, so this umask makes the socket file 600
    // from its first moment; the chmod below covers worker threads, where
    // process.umask cannot be changed.
    const previous = setUmask(0o177);
    try {
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    } finally {
      if (previous !== undefined) setUmask(previous);
    }
  });
  try {
    await listening;
  } catch (error) {
    // Two servers on a shared PostgreSQL starting at the same moment: both found no socket, the other bound it first.
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE' && app.config.databaseUrl && (await socketIsLive(socketPath))) {
      app.log.warn(`another server already answers on ${socketPath}; this one opens no admin socket`);
      return { async close() {} };
    }
    throw error;
  }
  await fs.chmod(socketPath, 0o600);

  let closing: Promise<void> | undefined;
  return {
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await fs.rm(socketPath, { force: true });
      })();
      return closing;
    },
  };
}
