/**
 * The bounded API fuzz that `npm test` runs: every entry of the API contract
 * gets FUZZ_RUNS hostile requests (default 25; `npm run fuzz` sends
 * thousands). No answer may be a 5xx, an error without the error body, or
 * missing.
 */
import { signInTestUser } from '../test-user.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ENDPOINTS } from '../../../src/config/api-contract.js';
import type { Credentials } from '../../src/lib/signature.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import { formatTallies, fuzzEndpoint, withHangLimit, type EndpointTally, type FuzzSender } from './run-fuzz.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
let t: TestApp;
let credentials: Credentials;

const inject: FuzzSender = (request, headers) => withHangLimit(t.app.inject({ method: request.method, url: request.url, headers, payload: request.payload }));
const tallies: EndpointTally[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  ({ creds: credentials } = await signInTestUser(t.app, t.db, { email: 'fuzz@example.com', firstName: 'Fuzz' }));
});

afterAll(async () => {
  if (tallies.length) console.log(`API fuzz, ${RUNS} requests per endpoint, seed ${SEED}\n${formatTallies(tallies)}`);
  await t?.close();
});

describe('hostile requests to every endpoint of the contract', () => {
  // Logout last: it ends the session the other signed calls use.
  const ordered = [...API_ENDPOINTS].sort((a, b) => Number(a.name === 'logout') - Number(b.name === 'logout'));
  for (const endpoint of ordered) {
    it(`${endpoint.method} ${endpoint.path} answers every hostile request in time with a 2xx/4xx and the error body`, async () => {
      const tally = await fuzzEndpoint({ send: inject, now: () => t.app.now(), credentials, runsPerEndpoint: RUNS, seed: SEED }, endpoint);
      tallies.push(tally);
      expect(tally.failures).toEqual([]);
      expect(tally.serverErrors + tally.withoutErrorBody + tally.hangs).toBe(0);
    }, 120_000);
  }
});
