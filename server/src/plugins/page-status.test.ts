import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, ROUTES } from '../../../src/config/paths.js';
import errors from './errors.js';
import { contentPageStatus, pageStatus } from './page-status.js';
import { ContentIndex } from '../content/content-index.js';
import { readContentDir } from '../content/load-content.js';
import staticFiles from './static-files.js';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'hv-page-status-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  // The same options as the real app (app.ts): static files with the route table's status.
  app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: false } });
  await app.register(errors);
  await app.register(staticFiles, { dir: dist, pageStatus });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

async function expectPage(url: string, status: 200 | 404): Promise<void> {
  const res = await app.inject(url);
  expect(res.statusCode, url).toBe(status);
  expect(res.headers['content-type'], url).toMatch(/^text\/html/);
  expect(res.body, url).toBe(INDEX);
}

describe('page status from the route table', () => {
  it('answers every sample of every route with the app and 200', async () => {
    for (const route of ROUTES) {
      for (const sample of route.samples ?? [{}]) await expectPage(buildPath(route.name, sample), 200);
    }
  });

  it('answers a path no route accepts with the app and 404', async () => {
    for (const url of [
      '/no/such/page',
      '/about/more',
      '/support/general-other',
      '/blog/tag/unknown',
      '/private-endpoint-solution/other',
      '/page/nope',
      '/miner/not-an-address',
    ]) {
      await expectPage(url, 404);
    }
  });

  it('treats /my and everything under it as known: the account app lives there', async () => {
    for (const url of [
      '/my',
      '/my/',
      '/my/login?nhm&client=QuickMiner/1049',
      '/my/organization/da41b3bc-3d0b-4226-b7ea-aee73f94a518/notification',
      '/my/wallets?transactionId=1',
    ]) {
      await expectPage(url, 200);
    }
    await expectPage('/myaccount', 404);
  });

  it('treats the redirect sources as known, so the app can redirect them', async () => {
    for (const url of [
      '/amsterdam-hashing',
      '/mbajk',
      '/lightning-card',
      '/solo-mining/x?y=1',
      '/earn-more-with-nhos',
      '/miner/1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
      '/mining/stats',
      '/miami2023?coupon=A',
      '//about',
    ]) {
      await expectPage(url, 200);
    }
  });

  it('keeps answering API paths with the JSON 404', async () => {
    const res = await app.inject('/main/api/v2/no/such');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('page status with the content known', () => {
  const known = new Set(['blog//amsterdam-hashing', 'mining-help/stratum/what-is-stratum', 'guide//first-hash-power-order', 'jobs//senior-backend-engineer']);
  const status = contentPageStatus({
    has: ({ category, sub, url }) =>
      known.has(`${category}/${sub ?? ''}/${url}`) || (sub === undefined && [...known].some((k) => k.startsWith(`${category}/`) && k.endsWith(`/${url}`))),
  });

  it('answers 404 for a blog post, help article, guide or job that does not exist', () => {
    expect(status('/blog/post/amsterdam-hashing')).toBe(200);
    expect(status('/blog/post/no-such-post')).toBe(404);
    expect(status('/support/mining-help/stratum/what-is-stratum')).toBe(200);
    expect(status('/support/mining-help/stratum/no-such-article')).toBe(404);
    expect(status('/support/mining-help/other-sub/what-is-stratum')).toBe(404);
    expect(status('/guide/first-hash-power-order')).toBe(200);
    expect(status('/guide/nope')).toBe(404);
    expect(status('/jobs')).toBe(200);
    expect(status('/jobs/senior-backend-engineer')).toBe(200);
    expect(status('/jobs/nope')).toBe(404);
  });

  it('keeps the route table answer for every other path', () => {
    expect(status('/')).toBe(200);
    expect(status('/blog')).toBe(200);
    expect(status('/no/such/page')).toBe(404);
  });

  it('finds every sample of the content routes in content/ (the layout tests open them)', async () => {
    const articles = await readContentDir(path.resolve('content'));
    const index = new ContentIndex(articles.map((a, id) => ({ ...a, id, date: 0, created: 0, updated: 0 })));
    const real = contentPageStatus(index);
    for (const route of ROUTES) {
      for (const sample of route.samples ?? [{}]) expect(real(buildPath(route.name, sample)), buildPath(route.name, sample)).toBe(200);
    }
  });
});
