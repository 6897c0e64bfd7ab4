/**
 * The CLI's side of the admin socket (see socket.ts). Answers undefined when
 * no server listens, so the CLI opens the database itself.
 */
import http from 'node:http';
import type { SocketAnswer } from './socket.js';
import { ADMIN_SOCKET_LIMITS } from '../server-limits.js';

export function sendToAdminSocket(socketPath: string, args: readonly string[]): Promise<SocketAnswer | undefined> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ args });
    const request = http.request(
      {
        socketPath,
        method: 'POST',
        path: '/command',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        timeout: ADMIN_SOCKET_LIMITS.clientTimeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as SocketAnswer);
          } catch {
            reject(new Error(`The server answered on ${socketPath} with something that is not JSON`));
          }
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`No answer on ${socketPath} within ${ADMIN_SOCKET_LIMITS.clientTimeoutMs} ms`)));
    request.on('error', (error: NodeJS.ErrnoException) => {
      // No socket file, or a stale one left by a server that was killed: no server runs.
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
    request.end(body);
  });
}
