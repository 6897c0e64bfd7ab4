/**
 * The contract's property run (contract-properties.ts) against the real app:
 * FUZZ_RUNS requests per operation (25 under `npm test`), drawn with
 * FUZZ_SEED (fixed here; `npm run fuzz` draws one and prints it). Signed
 * operations go through a signed-in test user; an operation that ends the
 * session gets a fresh one per request; forms get a solved captcha.
 */
import { randomUUID } from 'node:crypto';
import { solveChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, API_ENDPOINTS } from '../../../src/config/api-contract.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import { signInTestUser } from '../test-user.js';
import { needsCaptcha, OPERATIONS, seedProblems, SKIPPED, takesRequestId, urlOf } from './contract-properties.js';
import { checkOperation, formatRun, newTally, timeLimitMs, type OperationTally, type Send } from './contract-run.js';
import { prepareSeeds, seedsFor, type SeedContext } from './contract-seeds.js';
import { withHangLimit } from './run-fuzz.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = process.env.FUZZ_SEED === 'random' ? Date.now() % 1_000_000 : Number(process.env.FUZZ_SEED ?? 20261127);
const tallies: OperationTally[] = [];
const started = Date.now();
let t: TestApp;
let ctx: SeedContext;
let sessions = 0;

/** A payload the captcha check takes: the app's own challenge, solved (small under formLimits). */
async function solvedCaptcha(): Promise<string> {
  const challenge = (await t.app.inject({ url: `/${API.formCaptcha.path}` })).json() as {
    algorithm: string;
    challenge: string;
    maxnumber: number;
    salt: string;
    signature: string;
  };
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('the captcha was not solved');
  return Buffer.from(JSON.stringify({ ...challenge, number: solution.number })).toString('base64');
}

const send: Send = async (op, request) => {
  const url = urlOf(op.entry, request);
  const body = request.valid && needsCaptcha(op) ? { ...(request.body as object), captcha: await solvedCaptcha() } : request.body;
  const headers: Record<string, string> = takesRequestId(op) ? { 'x-request-id': randomUUID() } : {};
  const { method } = op.entry;
  let answer;
  if (op.entry.signed) {
    const call = op.entry.endsSession ? (await signInTestUser(t.app, t.db, { email: `session-${++sessions}@example.com` })).call : ctx.call;
    answer = await withHangLimit(call(method, url, body, headers));
  } else {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    answer = await withHangLimit(
      t.app.inject({ method, url, payload, headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' } }),
    );
  }
  return answer === 'hang' ? answer : { url, status: answer.statusCode, contentType: String(answer.headers['content-type'] ?? ''), body: answer.body };
};

beforeAll(async () => {
  t = await buildTestApp({ formLimits: { captchaMaxNumber: 1000, perFormPerAddress: 1e9, perAddress: 1e9 } });
  const email = 'properties@example.com';
  const user = await signInTestUser(t.app, t.db, { email, firstName: 'Property' });
  ctx = { app: t.app, db: t.db, call: user.call, email, organizationId: user.creds.organizationId };
  await prepareSeeds(ctx);
});

afterAll(async () => {
  const heading = `Contract property run: ${RUNS} requests per operation, seed ${SEED}, ${((Date.now() - started) / 1000).toFixed(1)} s; skipped ${SKIPPED.join(', ')}`;
  if (tallies.length) console.log(formatRun(tallies, heading));
  await t?.close();
});

describe('requests drawn from the contract', () => {
  it('cover every operation but the websockets and the bodies that are not JSON', () => {
    expect(OPERATIONS.length + SKIPPED.length).toBe(API_ENDPOINTS.length);
    expect(SKIPPED.map((s) => s.split(' ')[0])).toEqual(['monitorEnvelope', 'exchangeStream', 'hashpowerStream']);
  });

  for (const op of OPERATIONS) {
    const { name, method, path } = op.entry;
    it(
      `${name} (${method} /${path}) answers without a 5xx, on its schema, and refuses no valid request by a schema`,
      async () => {
        const seeds = await seedsFor(name, ctx);
        expect(seedProblems(op, seeds), 'seeds the schemas refuse').toEqual([]);
        const tally = newTally(name);
        tallies.push(tally);
        await checkOperation(op, seeds, send, tally, { numRuns: RUNS, seed: SEED });
      },
      timeLimitMs(RUNS) + 20_000,
    );
  }
});
