/**
 * Requests that break HTTP itself, written byte for byte: Node's parser (or
 * Fastify before any route) answers them, and the answer must still be the
 * API's error body with `Cache-Control: no-store`, never a reset or a bare 400.
 */
import net from 'node:net';

export interface WireCase {
  name: string;
  bytes: string;
}

const big = (n: number) => 'a'.repeat(n);

export const WIRE_CASES: readonly WireCase[] = [
  { name: 'an unknown method', bytes: 'FOO /api/v2/time HTTP/1.1\r\nHost: x\r\n\r\n' },
  { name: 'CONNECT', bytes: 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n' },
  { name: 'a Content-Length that is not a number', bytes: 'POST /api/v2/profile HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n' },
  { name: 'two different Content-Lengths', bytes: 'POST /api/v2/profile HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello' },
  { name: 'a header line without a colon', bytes: 'GET /api/v2/time HTTP/1.1\r\nHost: x\r\nbroken\r\n\r\n' },
  { name: 'an unknown HTTP version', bytes: 'GET /api/v2/time HTTP/9.9\r\nHost: x\r\n\r\n' },
  { name: 'oversized headers', bytes: `GET /api/v2/time HTTP/1.1\r\nHost: x\r\nX-Big: ${big(20_000)}\r\n\r\n` },
  { name: 'an oversized URL', bytes: `GET /api/v2/time?q=${big(70_000)} HTTP/1.1\r\nHost: x\r\n\r\n` },
  {
    name: 'broken chunked encoding',
    bytes: 'POST /api/v2/notifications/read HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n\r\n',
  },
  { name: 'an Expect header the server does not meet', bytes: 'POST /api/v2/profile HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\nContent-Length: 2\r\n\r\n{}' },
  { name: 'an unknown API path', bytes: 'GET /api/v2/no-such-thing HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n' },
  { name: 'a method the path does not take', bytes: 'PUT /api/v2/time HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n' },
  { name: 'a NUL in the path', bytes: 'GET /api/v2/ti\u0000me HTTP/1.1\r\nHost: x\r\n\r\n' },
  { name: 'an HTTP/1.1 request without Host', bytes: 'GET /api/v2/time HTTP/1.1\r\nConnection: close\r\n\r\n' },
  { name: 'a page request without Host', bytes: 'GET /about HTTP/1.1\r\nConnection: close\r\n\r\n' },
  { name: 'a bare LF request', bytes: 'GET /api/v2/no-such-thing HTTP/1.1\nHost: x\nConnection: close\n\n' },
  {
    name: 'a body larger than the limit',
    bytes: `POST /api/v2/profile HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2000000\r\nConnection: close\r\n\r\n${big(2_000_000)}`,
  },
];

export interface WireAnswer {
  /** The raw answer, or '' when the connection closed with nothing. */
  raw: string;
  status: number | undefined;
  headers: Record<string, string>;
  body: string;
  /** How the exchange ended. */
  ended: 'answered' | 'reset' | 'timeout';
}

function parse(raw: string, ended: WireAnswer['ended']): WireAnswer {
  const split = raw.indexOf('\r\n\r\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const status = Number(statusLine.split(' ')[1]) || undefined;
  const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  let body = split === -1 ? '' : raw.slice(split + 4);
  if (headers['transfer-encoding'] === 'chunked') body = body.replace(/^[0-9a-f]+\r\n/i, '').replace(/\r\n0\r\n\r\n$/, '');
  return { raw, status, headers, body, ended };
}

/** Writes `bytes` and reads until the server closes, or `timeoutMs` passes. */
export function sendRaw(port: number, bytes: string, timeoutMs = 5_000): Promise<WireAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let raw = '';
    let done = false;
    const finish = (ended: WireAnswer['ended']) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(parse(raw, raw ? 'answered' : ended));
    };
    const timer = setTimeout(() => finish('timeout'), timeoutMs);
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      raw += chunk;
      // One answer is enough: stop once its body is complete.
      const answer = parse(raw, 'answered');
      const length = Number(answer.headers['content-length']);
      if (answer.status && Number.isFinite(length) && Buffer.byteLength(answer.body, 'latin1') >= length) finish('answered');
    });
    socket.on('error', () => finish('reset'));
    socket.on('close', () => finish('reset'));
    socket.write(bytes, 'latin1');
  });
}

/** What is wrong with an answer, or undefined when it keeps the API's promises. */
export function wireProblem(answer: WireAnswer): string | undefined {
  if (answer.ended !== 'answered' || answer.status === undefined) return `no answer (${answer.ended})`;
  if (answer.status >= 500) return `status ${answer.status}`;
  if (answer.status < 400) return undefined;
  if (!/no-store/.test(answer.headers['cache-control'] ?? '')) return `status ${answer.status} without Cache-Control: no-store`;
  try {
    const body = JSON.parse(answer.body) as { error_id?: unknown; errors?: Array<{ code?: unknown; message?: unknown }> };
    if (typeof body.error_id !== 'string' || typeof body.errors?.[0]?.code !== 'number') return `status ${answer.status} without the error body`;
  } catch {
    return `status ${answer.status} with a body that is not JSON: ${JSON.stringify(answer.body.slice(0, 80))}`;
  }
  return undefined;
}
