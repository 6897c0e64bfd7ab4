/**
 * Answers that Node's HTTP server gives before Fastify sees a request, in the
 * API's error body: requests its parser rejects (unknown method, bad
 * Content-Length, headers too large), requests that do not arrive in time
 * (server-limits.ts), CONNECT, an Expect header it does not support, an
 * HTTP/1.1 request without Host, a URL longer than the limit, and a request
 * that arrives while the server closes (Fastify's own 503 has another body).
 * Fastify's own defaults send another body or none, and CONNECT would reset
 * the connection. These answers close the connection: after a parse error the
 * byte stream cannot be trusted to hold a next request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, type ErrorCodeName } from '../../../src/config/error-codes.js';
import { errorBody } from '../lib/api-error.js';
import { SECURITY_HEADERS } from '../lib/security-headers.js';
import { SHUTTING_DOWN } from '../server-limits.js';

function headersFor(body: string): Record<string, string | number> {
  return {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    connection: 'close',
    ...SECURITY_HEADERS,
  };
}

function bodyFor(name: ErrorCodeName, message?: string): string {
  const entry = ERROR_CODES[name];
  return JSON.stringify(errorBody(entry.code, message ?? entry.message));
}

/** A whole HTTP/1.1 response as text, for a socket no ServerResponse owns. */
export function rawErrorResponse(name: ErrorCodeName, message?: string): string {
  const entry = ERROR_CODES[name];
  const body = bodyFor(name, message);
  const lines = Object.entries(headersFor(body)).map(([key, value]) => `${key}: ${value}`);
  return [`HTTP/1.1 ${entry.status} ${reasonPhrase(entry.status)}`, ...lines, '', body].join('\r\n');
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  417: 'Expectation Failed',
  431: 'Request Header Fields Too Large',
};

function reasonPhrase(status: number): string {
  return REASONS[status] ?? 'Error';
}

function entryForClientError(code: string | undefined): { name: ErrorCodeName; message?: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { name: 'REQUEST_TIMEOUT' };
  if (code === 'HPE_HEADER_OVERFLOW') return { name: 'HEADERS_TOO_LARGE' };
  if (code === 'HPE_INVALID_METHOD') return { name: 'MALFORMED_REQUEST', message: 'Malformed request: unknown method' };
  return { name: 'MALFORMED_REQUEST', message: `Malformed request: the HTTP message could not be parsed${code ? ` (${code})` : ''}` };
}

/** Fastify's `clientErrorHandler`: Node's 'clientError' event, bound to the instance. */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // Bytes after a request that said `Connection: close` (a client that sent a GET's body without a
  // length): that request was whole, its answer is under way or sent, and the connection ends after
  // it. The bytes are dropped: answering them, or destroying the socket, would cut the answer short.
  if (error.code === 'HPE_CLOSED_CONNECTION') return;
  // A response already under way for this socket cannot be replaced.
  const pending = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (socket.writable && !pending?.headersSent) {
    const { name, message } = entryForClientError(error.code);
    this.log.debug({ code: error.code }, 'client error answered');
    socket.end(rawErrorResponse(name, message));
    socket.destroySoon();
    return;
  }
  socket.destroy();
}

export default fp(async function clientErrors(app: FastifyInstance, opts: { urlLength: number }) {
  // Node only bounds the URL together with the headers (431); a long URL alone gets its own answer.
  // A callback hook: every request passes here (an async one costs each a promise).
  // Requests still arriving on open connections while the server closes (pipelined, keep-alive).
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (closing) {
      const entry = ERROR_CODES.SHUTTING_DOWN;
      void reply
        .code(entry.status)
        .headers({ 'cache-control': 'no-store', 'retry-after': String(SHUTTING_DOWN.retryAfterSeconds), connection: 'close' })
        .send(errorBody(entry.code, entry.message));
      return;
    }
    // HTTP/1.1 requires Host (RFC 9112, 3.2); Node's own check (requireHostHeader, off in app.ts) answers with no body.
    if (request.headers.host === undefined && request.raw.httpVersion === '1.1') {
      const entry = ERROR_CODES.MALFORMED_REQUEST;
      void reply
        .code(entry.status)
        .header('cache-control', 'no-store')
        .send(errorBody(entry.code, `${entry.message}: an HTTP/1.1 request needs a Host header`));
      return;
    }
    if (request.url.length <= opts.urlLength) return done();
    const entry = ERROR_CODES.URI_TOO_LONG;
    // Answered here, so the request goes no further (done is not called).
    void reply.code(entry.status).send(errorBody(entry.code, `${entry.message}: at most ${opts.urlLength} characters`));
  });
  // Without a listener Node drops a CONNECT request's connection unanswered.
  app.server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => undefined);
    socket.end(rawErrorResponse('METHOD_NOT_ALLOWED', 'CONNECT is not supported: this is not a proxy'));
  });
  // Without a listener Node answers 417 with an empty body.
  app.server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => {
    const body = bodyFor('EXPECTATION_FAILED', 'Only "Expect: 100-continue" is supported');
    response.writeHead(ERROR_CODES.EXPECTATION_FAILED.status, headersFor(body)).end(body);
  });
});
