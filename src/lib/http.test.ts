import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, HttpError } from './http';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url?.startsWith('/ok')) {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ url: req.url }));
    } else if (req.url === '/api-error') {
      res.statusCode = 404;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ error_id: 'x', errors: [{ code: 404, message: 'No such path: GET /api-error' }] }));
    } else {
      res.statusCode = 400;
      res.end('plain text');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('getJson', () => {
  it('returns the parsed body and sends the query', async () => {
    expect(await getJson(`${base}/ok`, { query: { a: 1, b: 'x' } })).toEqual({ url: '/ok?a=1&b=x' });
  });

  it("uses the API error body's message and code", async () => {
    const error = await getJson(`${base}/api-error`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, code: 404, message: 'No such path: GET /api-error (HTTP 404)' });
  });

  it('says the status when the body is no API error', async () => {
    const error = await getJson(`${base}/other`).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, code: undefined });
    expect((error as HttpError).message).toMatch(/\(HTTP 400\)$/);
  });

  it('says the server could not be reached when nothing answers', async () => {
    const error = await getJson('http://127.0.0.1:1/nothing').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: undefined, message: 'The server could not be reached' });
  });
});
