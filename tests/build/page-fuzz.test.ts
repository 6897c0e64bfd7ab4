/**
 * The page fuzz over real HTTP against the compiled server with the built web
 * app and its server bundle (pages rendered by the app): hostile requests to
 * every route pattern of the route table (FUZZ_PAGE_RUNS each, 10 under
 * `npm test`; `npm run fuzz` sends FUZZ_RUNS). Raw latin-1 bytes in a path go
 * out as they are: invalid UTF-8 on the wire.
 */
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/config/paths';
import { withHangLimit } from '../../server/test/fuzz/run-fuzz';
import { formatPageTallies, fuzzPages, type PageSender, type PageTally } from '../../server/test/fuzz/page-fuzz';
import { freePort, startBuiltServer, stopBuiltServer, type BuiltServer } from './support/built-server';

const RUNS = Number(process.env.FUZZ_PAGE_RUNS ?? process.env.FUZZ_RUNS ?? 10);
const SEED = process.env.FUZZ_SEED === 'random' ? Date.now() % 1_000_000 : Number(process.env.FUZZ_SEED ?? 20261123);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashvale-page-fuzz-'));
let port = 0;
let server: BuiltServer;
const tallies: PageTally[] = [];

const overHttp: PageSender = (request) =>
  withHangLimit(
    new Promise((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method: 'GET', path: request.url, headers: request.headers, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), body }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    }),
  );

beforeAll(async () => {
  port = await freePort();
  server = await startBuiltServer(port, dataDir, { RATE_LIMIT_MAX: '0' });
}, 90_000);

afterAll(async () => {
  if (tallies.length) console.log(`Page fuzz over HTTP, ${RUNS} requests per route pattern, seed ${SEED}\n${formatPageTallies(tallies)}`);
  if (server) await stopBuiltServer(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the compiled server under hostile page requests', () => {
  it('answers every route pattern with the app or the error body: no 5xx, no hang', async () => {
    tallies.push(...(await fuzzPages(overHttp, RUNS, SEED)));
    expect(tallies).toHaveLength(ROUTES.length);
    expect(tallies.flatMap((tally) => tally.failures)).toEqual([]);
  }, 1_800_000);

  it('is still answering after all of it', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/`);
    expect(res.status).toBe(200);
  });
});
