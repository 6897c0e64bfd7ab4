/**
 * The bounded page fuzz that `npm test` runs in process: every route pattern
 * of the route table gets FUZZ_PAGE_RUNS hostile requests (default 20) on an
 * app serving a web build's shell with the real catalogues (pages written in
 * their language, without the app's markup: tests/build/page-fuzz.test.ts
 * fuzzes the compiled server with it). `npm run fuzz` sends thousands.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../../src/config/paths.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import { withHangLimit } from './run-fuzz.js';
import { formatPageTallies, fuzzPages, pageProblem, type PageSender, type PageTally } from './page-fuzz.js';

const RUNS = Number(process.env.FUZZ_PAGE_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const SHELL = `<!doctype html><html lang="en"><head><title>Hashvale</title><meta name="description" content="x" /></head>
<body><div id="root"></div><noscript>Hashvale needs JavaScript.</noscript></body></html>`;

let dir: string;
let t: TestApp;
const tallies: PageTally[] = [];

const inject: PageSender = async (request) => {
  const answer = await withHangLimit(t.app.inject({ method: 'GET', url: request.url, headers: request.headers }));
  if (answer === 'hang') return answer;
  return { statusCode: answer.statusCode, contentType: String(answer.headers['content-type'] ?? ''), body: answer.body };
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'hv-page-fuzz-'));
  writeFileSync(path.join(dir, 'index.html'), SHELL);
  t = await buildTestApp({ config: { staticDir: dir, ssrEntry: path.join(dir, 'no-ssr-entry.js') } });
});

afterAll(async () => {
  if (tallies.length) console.log(`Page fuzz, ${RUNS} requests per route pattern, seed ${SEED}\n${formatPageTallies(tallies)}`);
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('hostile requests to every page route', () => {
  it('sends a path starting with // Home (200), however many slashes or encoded ones follow', async () => {
    for (const url of ['//', '///', '/%2F%2F', '//evil.example', '//evil.example/x', '//?lang=de', '//about', '//a/../b', '//a%00b', '//app.js']) {
      const answer = await inject({ url, headers: {}, pattern: '//' });
      expect(pageProblem({ url, headers: {}, pattern: '//' }, answer), url).toBeUndefined();
      expect(answer !== 'hang' && answer.statusCode, url).toBe(200);
    }
  });

  it('answers every route pattern with the app or the error body: no 5xx, no hang', async () => {
    tallies.push(...(await fuzzPages(inject, RUNS, SEED)));
    expect(tallies).toHaveLength(ROUTES.length);
    expect(tallies.flatMap((tally) => tally.failures)).toEqual([]);
  }, 120_000);
});
