/**
 * A real websocket client for tests and the bench (the `ws` package, which
 * ships no types here): connects to a listening app and collects messages.
 */
// @ts-expect-error: `ws` has no type declarations in this project
import WebSocketImpl from 'ws';

export interface TestSocket {
  /** Every message received so far, parsed. */
  readonly received: Array<Record<string, unknown>>;
  send(msg: unknown): void;
  /** Resolves with the first message (already received or later) that matches. */
  next(match: (msg: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  close(): void;
}

interface RawSocket {
  on(event: string, listener: (...args: unknown[]) => void): void;
  send(text: string): void;
  close(): void;
}

/** Opens `url`; rejects with the HTTP status when the upgrade is refused. */
export function connect(url: string): Promise<TestSocket> {
  const ws = new (WebSocketImpl as new (url: string) => RawSocket)(url);
  const received: Array<Record<string, unknown>> = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    received.push(JSON.parse(String(data)) as Record<string, unknown>);
    for (const wake of waiters) wake();
  });
  const socket: TestSocket = {
    received,
    send: (msg) => ws.send(JSON.stringify(msg)),
    close: () => ws.close(),
    next: (match, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(match);
          if (!found) return false;
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no matching message in ${timeoutMs} ms; got ${JSON.stringify(received.map((m) => m.m))}`));
        }, timeoutMs);
        if (!check()) waiters.add(wake);
      }),
  };
  return new Promise((resolve, reject) => {
    ws.on('open', () => resolve(socket));
    ws.on('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${(res as { statusCode: number }).statusCode}`)));
    ws.on('error', (err) => reject(err as Error));
  });
}
