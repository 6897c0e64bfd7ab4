#!/usr/bin/env node
// `npm run fuzz`: the long API fuzz. Builds the server if needed, then sends
// FUZZ_RUNS (default 2000) hostile requests to every endpoint of the API
// contract over HTTP, plus the malformed-HTTP cases, and prints per-endpoint
// counts. A new seed each run (printed); FUZZ_SEED=<n> repeats one.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

if (!fs.existsSync('build/server/server/src/main.js') || !fs.existsSync('dist/index.html')) {
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const env = { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '2000', FUZZ_SEED: process.env.FUZZ_SEED ?? 'random' };
const run = spawnSync('node_modules/.bin/vitest', ['run', '--project', 'build', 'tests/build/api-fuzz.test.ts'], { stdio: 'inherit', env });
process.exit(run.status ?? 1);
