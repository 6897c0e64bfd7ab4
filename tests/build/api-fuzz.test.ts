/**
 * The API fuzz over real HTTP against the compiled server, as `npm start` runs
 * it: hostile requests to every entry of the API contract (FUZZ_RUNS each;
 * `npm run fuzz` sends thousands) and requests that break HTTP itself. A hang
 * here is a real one: the server runs in its own process and the fuzz waits
 * FUZZ_HANG_MS per answer.
 */
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ENDPOINTS } from '../../src/config/api-contract';
import { formatTallies, fuzzEndpoint, withHangLimit, type EndpointTally, type FuzzSender } from '../../server/test/fuzz/run-fuzz';
import { WIRE_CASES, sendRaw, wireProblem } from '../../server/test/fuzz/wire-cases';
import { freePort, runAdmin, startBuiltServer, stopBuiltServer, type BuiltServer } from './support/built-server';

const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
// A fixed seed under `npm test` (the same requests every run); `npm run fuzz` draws a new one and prints it.
const SEED = process.env.FUZZ_SEED === 'random' ? Date.now() % 1_000_000 : Number(process.env.FUZZ_SEED ?? 20261123);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashvale-fuzz-'));
let port = 0;
let server: BuiltServer;
let credentials = { key: '', secret: '', organizationId: '' };
const tallies: EndpointTally[] = [];

const overHttp: FuzzSender = (request, headers) =>
  withHangLimit(
    new Promise((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method: request.method, path: request.url, headers, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, body }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(request.payload);
    }),
  );

beforeAll(async () => {
  port = await freePort();
  server = await startBuiltServer(port, dataDir, { RATE_LIMIT_MAX: '0' });
  const created = runAdmin(dataDir, ['user', 'create', '--email', 'fuzz@example.com']);
  const link = /https?:\/\/\S+/.exec(created)?.[0];
  const token = link && new URL(link).hash.replace(/^#[^=]+=/, '');
  const session = await fetch(`http://127.0.0.1:${port}/api/v2/auth/useLoginToken/${token}`, { method: 'POST' }).then((r) => r.json());
  expect(session.loginSessionStatus).toBe('ACTIVE');
  const organizationId = /organization[^0-9a-f]*([0-9a-f-]{36})/i.exec(created)?.[1] ?? '';
  credentials = { key: session.loginSessionId, secret: session.secretToken, organizationId };
}, 90_000);

afterAll(async () => {
  if (tallies.length) console.log(`API fuzz over HTTP, ${RUNS} requests per endpoint, seed ${SEED}\n${formatTallies(tallies)}`);
  if (server) await stopBuiltServer(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the compiled server under hostile requests', () => {
  const ordered = [...API_ENDPOINTS].sort((a, b) => Number(a.name === 'logout') - Number(b.name === 'logout'));
  for (const endpoint of ordered) {
    it(`${endpoint.method} ${endpoint.path}: no 5xx, no answer without the error body, no hang`, async () => {
      const tally = await fuzzEndpoint({ send: overHttp, now: Date.now, credentials, runsPerEndpoint: RUNS, seed: SEED }, endpoint);
      tallies.push(tally);
      expect(tally.failures).toEqual([]);
    }, 600_000);
  }

  for (const wire of WIRE_CASES) {
    it(`answers ${wire.name} with the error body and no-store`, async () => {
      const answer = await sendRaw(port, wire.bytes);
      expect(wireProblem(answer), answer.raw.slice(0, 300)).toBeUndefined();
    });
  }

  it('is still answering after all of it', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/v2/time`);
    expect(res.status).toBe(200);
  });
});
