// What a hostile or broken client gets for bytes Node's HTTP parser or
// Fastify answer on their own: always the API's error body, no-store and the
// security headers, and an answer within a bounded time.
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectErrorBody, type TestApp } from '../../test/test-app.js';
import { rawRequest, type RawAnswer } from '../../test/raw-http.js';

const TIMEOUTS = { headersTimeoutMs: 600, requestTimeoutMs: 800, timeoutCheckIntervalMs: 200 };
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await buildTestApp({ httpLimits: TIMEOUTS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t.close());

function expectDocumented(answer: RawAnswer, status: number, code: number): void {
  expect(answer.status, answer.body).toBe(status);
  expectErrorBody(JSON.parse(answer.body), code);
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
}

const get = (target: string, extra = '') => `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${extra}\r\n`;

describe('answers Node and Fastify give on their own', () => {
  it.each([
    ['an unknown method', 'FOO /api/v2/time HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a Content-Length that is not a number', 'POST /api/v2/time HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'],
    ['two different Content-Lengths', 'POST /api/v2/time HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab'],
    ['Content-Length beside chunked', 'POST /api/v2/time HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n'],
    ['a header line without a colon', 'GET /api/v2/time HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n'],
    ['a request line that is not HTTP', 'hello there\r\n\r\n'],
  ])('answers %s with 400 and the error body', async (_label, bytes) => {
    expectDocumented(await rawRequest(port, bytes), 400, 60);
  });

  it('answers an HTTP/1.1 request without Host with 400 and the error body (Node sent an empty 400), and one of HTTP/1.0 as any other', async () => {
    const answer = await rawRequest(port, 'GET /api/v2/time HTTP/1.1\r\n\r\n');
    expectDocumented(answer, 400, 60);
    expect(JSON.parse(answer.body).errors[0].message).toMatch(/Host/);
    expect((await rawRequest(port, 'GET /api/v2/time HTTP/1.0\r\n\r\n')).status).toBe(200);
  });

  it('answers headers larger than Node accepts with 431', async () => {
    expectDocumented(await rawRequest(port, get('/api/v2/time', `X-Big: ${'a'.repeat(20_000)}\r\n`)), 431, 431);
  });

  it('answers a URL past the limit with 414', async () => {
    expectDocumented(await rawRequest(port, get(`/api/v2/time?x=${'a'.repeat(9000)}`)), 414, 414);
  });

  it('answers CONNECT with 405 instead of resetting the connection', async () => {
    expectDocumented(await rawRequest(port, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'), 405, 405);
  });

  it('answers an unsupported Expect with 417', async () => {
    expectDocumented(await rawRequest(port, get('/api/v2/time', 'Expect: teapot\r\n')), 417, 417);
  });

  it('answers an unknown API path and an unknown file with 404, no-store', async () => {
    for (const target of ['/api/v2/nope', '/main/api/v2/nope?x=1', '/nope.js']) {
      const res = await t.app.inject(target);
      expect(res.statusCode, target).toBe(404);
      expectErrorBody(res.json(), 404);
      expect(res.headers['cache-control'], target).toBe('no-store');
    }
  });

  it('answers a body larger than the limit with 413 without waiting for it', async () => {
    const answer = await rawRequest(port, 'POST /api/v2/time HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000000\r\n\r\n{');
    expectDocumented(answer, 413, 413);
  });
});

describe('bytes after a request that said Connection: close', () => {
  // A client that sends a GET's body without a length (Node's http client does) sends bytes after a
  // whole request: a large answer to that request used to be cut where the parser gave up on them.
  it('leave the answer to the request whole', async () => {
    const url = '/api/v2/openapi.json';
    const whole = await t.app.inject(url);
    const request = `GET ${url} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n`;
    for (let i = 0; i < 3; i += 1) {
      const answer = await rawRequest(port, request + JSON.stringify({ meta: 'x'.repeat(100_000) }));
      expect([answer.status, Buffer.byteLength(answer.body, 'latin1')]).toEqual([200, Buffer.byteLength(whole.body)]);
    }
  });
});

describe('requests that never finish arriving', () => {
  const bound = TIMEOUTS.requestTimeoutMs + TIMEOUTS.timeoutCheckIntervalMs + 1000;

  it('answers a body that stops after one of 100 bytes with 408 and closes, within the bound', async () => {
    const answer = await rawRequest(
      port,
      'POST /api/v2/time HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
      bound + 2000,
    );
    expect(answer.headers.connection).toBe('close');
    expect(answer.elapsedMs).toBeLessThan(bound);
    expectDocumented(answer, 408, 408);
  });

  it('answers headers that stop half way with 408 and closes, within the bound', async () => {
    const answer = await rawRequest(port, 'GET /api/v2/time HTTP/1.1\r\nHost: x\r\nX-Slow: 1\r\n', bound + 2000);
    expect(answer.headers.connection).toBe('close');
    expect(answer.elapsedMs).toBeLessThan(bound);
    expectDocumented(answer, 408, 408);
  });
});

describe('a request that arrives while the server closes', () => {
  it("gets 503 with the error body, Retry-After and Connection: close, not Fastify's own body", async () => {
    const closing = await buildTestApp({
      extraRoutes: async (scope) => {
        scope.get('/api/v2/test-slow', async () => {
          await new Promise((resolve) => setTimeout(resolve, 400));
          return { ok: true };
        });
      },
    });
    await closing.app.listen({ port: 0, host: '127.0.0.1' });
    const closingPort = (closing.app.server.address() as AddressInfo).port;
    // A keep-alive connection busy with a slow request when the server starts closing; the next request comes after.
    const socket = await openSocket(closingPort);
    socket.write(get('/api/v2/test-slow'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = closing.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.write(get('/api/v2/time'));
    const raw = await readUntilClosed(socket);
    await closed;
    const second = raw.slice(raw.indexOf('HTTP/1.1', 1));
    expect(second).toMatch(/^HTTP\/1\.1 503/);
    expect(second.toLowerCase()).toContain('retry-after: 5');
    expect(second.toLowerCase()).toContain('connection: close');
    expectErrorBody(JSON.parse(second.slice(second.indexOf('\r\n\r\n') + 4)), 3003);
  });
});

function openSocket(target: number): Promise<net.Socket> {
  return new Promise((resolve) => {
    const socket = net.connect(target, '127.0.0.1', () => resolve(socket));
  });
}

/** Everything the server sends on the connection until it closes it (at most 5 s). */
function readUntilClosed(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    const done = () => {
      clearTimeout(timer);
      resolve(text);
      socket.destroy();
    };
    const timer = setTimeout(done, 5000);
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('close', done);
    socket.on('error', done);
  });
}
