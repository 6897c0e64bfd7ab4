#!/usr/bin/env node
// `npm run fuzz`: the long API and page fuzz. Builds the server if needed,
// then sends FUZZ_RUNS (default 2000) hostile requests to every endpoint of
// the API contract over HTTP, plus the malformed-HTTP cases, and FUZZ_RUNS to
// every route pattern of the page route table (tests/build/page-fuzz.test.ts); then runs the
// contract's property run in process (server/test/fuzz/contract-properties.test.ts):
// FUZZ_RUNS requests per operation drawn from its schemas, valid ones and
// near-misses. Each prints per-endpoint counts. A new seed each run, printed
// and shared by both; FUZZ_SEED=<n> repeats one.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

if (!fs.existsSync('build/server/server/src/main.js') || !fs.existsSync('dist/index.html')) {
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const drawn = !process.env.FUZZ_SEED || process.env.FUZZ_SEED === 'random';
const seed = drawn ? String(Date.now() % 1_000_000) : process.env.FUZZ_SEED;
console.log(`fuzz seed ${seed}${drawn ? ` (FUZZ_SEED=${seed} repeats this run)` : ''}`);
const env = { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '2000', FUZZ_SEED: seed };
const vitest = (...args) => spawnSync('node_modules/.bin/vitest', ['run', ...args], { stdio: 'inherit', env }).status ?? 1;
// All run even when the first fails: they find different things.
const results = [
  vitest('--project', 'build', 'tests/build/api-fuzz.test.ts'),
  vitest('--project', 'build', 'tests/build/page-fuzz.test.ts'),
  vitest('--project', 'server-pglite', 'server/test/fuzz/contract-properties.test.ts'),
];
process.exit(results.find((status) => status !== 0) ?? 0);
