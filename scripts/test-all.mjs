#!/usr/bin/env node
// `npm test`: every check, in order — typecheck, lint, format, unit and server tests
// (vitest; the server suite runs on PGlite and on a real PostgreSQL), the
// production build, then the browser tests against that build served by the
// real server. Prints one closing line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { playwrightOutcome } from './playwright-report.mjs';

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'hashvale-test-'));
const steps = [];
/** Failed tests with the start of their error, repeated after the summary: a log cut to its tail still says what failed. */
const failures = [];
const MAX_FAILURES_SHOWN = 10;
const ERROR_LINES_SHOWN = 12;
let passed = 0;
let failed = 0;

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  steps.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const bin = (name) => path.join('node_modules', '.bin', name);

// Checks that are not test cases count as one each.
const count = (ok) => (ok ? passed++ : failed++);
count(run('typecheck', 'npm', ['run', '--silent', 'test:typecheck']));
count(run('lint', 'npm', ['run', '--silent', 'test:lint']));
count(run('format', 'npm', ['run', '--silent', 'test:format']));

const vitestJson = path.join(reports, 'vitest.json');
function vitest(name, projects, file) {
  const ok = run(name, bin('vitest'), [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  const report = readJson(file);
  if (report) {
    for (const suite of report.testResults ?? []) {
      const failedTests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failedTests)
        failures.push({ title: `${path.relative(process.cwd(), suite.name)} › ${t.fullName}`, error: (t.failureMessages ?? []).join('\n') });
      if (failedTests.length === 0 && suite.status === 'failed') failures.push({ title: path.relative(process.cwd(), suite.name), error: suite.message ?? '' });
    }
    passed += report.numPassedTests;
    // A file that fails to load has no failed test of its own: count the file.
    failed += report.numFailedTests || report.numFailedTestSuites || 0;
  } else if (!ok) failed++;
}

vitest('unit and server tests', ['unit', 'server-pglite', 'server-postgres', 'multi-server'], vitestJson);

const buildOk = run('production build', 'npm', ['run', '--silent', 'build']);
count(buildOk);

if (buildOk) {
  vitest('build checks', ['build'], path.join(reports, 'vitest-build.json'));

  const browserOk = run('browser check', 'node', ['scripts/check-browser.mjs']);
  if (!browserOk) {
    failed++;
  } else {
    const pwJson = path.join(reports, 'playwright.json');
    const pwOk = run('browser tests', bin('playwright'), ['test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
    });
    const pw = readJson(pwJson);
    if (pw?.stats) {
      const outcome = playwrightOutcome(pw);
      failures.push(...outcome.failures);
      passed += outcome.passed;
      failed += outcome.failed;
      // Playwright exits 0 when a test passed only on a retry; the step has failed all the same.
      if (outcome.failed > 0) steps.at(-1).ok = false;
    } else if (!pwOk) failed++;
  }
}

if (failures.length > 0) {
  console.log(`\n=== failed tests (${failures.length})`);
  // Colour codes make a plain log unreadable.
  const ESC = String.fromCharCode(27);
  const plain = (text) =>
    text
      .split(ESC)
      .map((part, i) => (i === 0 ? part : part.replace(/^\[[0-9;]*m/, '')))
      .join('');
  for (const f of failures.slice(0, MAX_FAILURES_SHOWN)) {
    console.log(`- ${f.title}`);
    for (const line of plain(f.error)
      .split('\n')
      .filter((l) => l.trim() !== '' && !/^\s*at .*node_modules/.test(l))
      .slice(0, ERROR_LINES_SHOWN))
      console.log(`    ${line.slice(0, 300)}`);
  }
  if (failures.length > MAX_FAILURES_SHOWN) console.log(`- and ${failures.length - MAX_FAILURES_SHOWN} more above`);
}

console.log('\n=== summary');
for (const s of steps) console.log(`${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds} s)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && steps.every((s) => s.ok) ? 0 : 1);
