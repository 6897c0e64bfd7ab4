/**
 * Raw HTTP over a TCP socket, for what `app.inject` cannot send: bytes Node's
 * parser rejects, CONNECT, bodies that never arrive. Reads until a whole
 * response with a Content-Length has arrived, the server closes the
 * connection, or `waitMs` passes, then parses the first response.
 */
import net from 'node:net';

export interface RawAnswer {
  status: number | undefined;
  headers: Record<string, string>;
  body: string;
  /** The server closed the connection (rather than a whole response arriving or the wait running out). */
  closed: boolean;
  elapsedMs: number;
}

export function rawRequest(port: number, bytes: string | Buffer, waitMs = 5000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const started = Date.now();
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ ...parse(Buffer.concat(chunks).toString('latin1')), closed, elapsedMs: Date.now() - started });
    };
    const timer = setTimeout(() => finish(false), waitMs);
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      if (complete(Buffer.concat(chunks).toString('latin1'))) finish(false);
    });
    socket.on('end', () => finish(true));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
  });
}

function complete(text: string): boolean {
  const { headers, body } = parse(text);
  const length = Number(headers['content-length'] ?? NaN);
  return Number.isFinite(length) && Buffer.byteLength(body, 'latin1') >= length;
}

function parse(text: string): Pick<RawAnswer, 'status' | 'headers' | 'body'> {
  const split = text.indexOf('\r\n\r\n');
  if (split === -1) return { status: undefined, headers: {}, body: text };
  const [statusLine, ...lines] = text.slice(0, split).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? NaN);
  const rest = text.slice(split + 4);
  return { status: Number(statusLine!.split(' ')[1]), headers, body: Number.isFinite(length) ? rest.slice(0, length) : rest };
}
