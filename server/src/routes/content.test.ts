import path from 'node:path';
import fs from 'node:fs/promises';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectErrorBody, type TestApp } from '../../test/test-app.js';
import { loadContent } from '../content/load-content.js';

let t: TestApp;
let dir: string;

const post = (title: string, date: string, extra = '') =>
  `---\ncategory: blog\nsub: mining\ntitle: ${title}\ndate: ${date}\nauthor: Team\ntags: [news]\n${extra}---\nBody of ${title} about stratum settings.\n`;

beforeAll(async () => {
  t = await buildTestApp();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hv-content-'));
  await fs.writeFile(path.join(dir, 'alpha.md'), post('Alpha rigs', '2026-01-01'));
  await fs.writeFile(path.join(dir, 'alpha.de.md'), post('Alpha Rigs auf Deutsch', '2026-01-01'));
  await fs.writeFile(path.join(dir, 'beta.md'), post('Beta payouts', '2026-02-01', 'position: 2\n').replace('[news]', '[press]'));
  await loadContent(t.db, dir);
});
afterAll(async () => {
  await t.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('content routes', () => {
  it('lists articles newest first with the spec fields', async () => {
    const res = await t.app.inject('/main/api/v2/content/list2?category=blog');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.list.map((a: { url: string }) => a.url)).toEqual(['beta', 'alpha']);
    expect(Object.keys(body.list[0]).sort()).toEqual(
      ['author', 'category', 'created', 'date', 'id', 'lang', 'langs', 'meta', 'position', 'sub', 'subsub', 'tags', 'text', 'title', 'updated', 'url'].sort(),
    );
    expect(body.list[1].langs).toEqual(['de', 'en']);
    expect(body.pagination).toEqual({ size: 20, page: 0, totalCount: 2, totalPageCount: 1 });
  });

  it('serves the asked language and falls back to English', async () => {
    const res = await t.app.inject('/main/api/v2/content/list2?category=blog&lang=de&orderCol=title&orderDirection=ASC');
    const list = res.json().list as Array<{ title: string; lang: string }>;
    expect(list.map((a) => [a.title, a.lang])).toEqual([
      ['Alpha Rigs auf Deutsch', 'de'],
      ['Beta payouts', 'en'],
    ]);
  });

  it('excludes tags and pages with size', async () => {
    const excluded = await t.app.inject('/main/api/v2/content/list2?category=blog&tagsExclude=press');
    expect(excluded.json().list.map((a: { url: string }) => a.url)).toEqual(['alpha']);
    const paged = await t.app.inject('/main/api/v2/content/list2?category=blog&size=1&page=1');
    expect(paged.json().list.map((a: { url: string }) => a.url)).toEqual(['alpha']);
    expect(paged.json().pagination.totalPageCount).toBe(2);
  });

  it('finds articles by full-text prefix search over title and text', async () => {
    const res = await t.app.inject('/main/api/v2/content/list2?search=payou');
    expect(res.json().list.map((a: { url: string }) => a.url)).toEqual(['beta']);
    const both = await t.app.inject('/main/api/v2/content/search?search=stratum');
    expect(both.json().list).toHaveLength(2);
  });

  it('returns one article as HTML rendered from Markdown', async () => {
    const res = await t.app.inject('/main/api/v2/content/article2/?category=blog&sub=mining&url=alpha&lang=de');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Alpha Rigs auf Deutsch', lang: 'de', text: expect.stringContaining('<p>') });
  });

  it('answers 404 with the error body for a missing article', async () => {
    const res = await t.app.inject('/main/api/v2/content/article2?category=blog&sub=mining&url=nope');
    expect(res.statusCode).toBe(404);
    expectErrorBody(res.json(), 404);
  });

  it.each([
    'size=0',
    'size=301',
    'size=abc',
    'page=-1',
    'orderCol=secret',
    'lang=xx',
    'category=..%2Fetc',
    'search=%20%20',
  ])('rejects %s with 400 and the error body', async (query) => {
    const res = await t.app.inject(`/main/api/v2/content/list2?${query}`);
    expect(res.statusCode).toBe(400);
    expectErrorBody(res.json(), 61);
  });

  it('rejects an article call without its required parameters', async () => {
    const res = await t.app.inject('/main/api/v2/content/article2?category=blog');
    expect(res.statusCode).toBe(400);
    expectErrorBody(res.json(), 61);
  });

  it('loads idempotently, updates edited files and removes deleted ones', async () => {
    expect(await loadContent(t.db, dir)).toEqual({ inserted: 0, updated: 0, deleted: 0 });
    await fs.writeFile(path.join(dir, 'beta.md'), post('Beta payouts, revised', '2026-02-01'));
    await fs.rm(path.join(dir, 'alpha.de.md'));
    expect(await loadContent(t.db, dir)).toEqual({ inserted: 0, updated: 1, deleted: 1 });
    const res = await t.app.inject('/main/api/v2/content/article2?category=blog&sub=mining&url=beta');
    expect(res.json().title).toBe('Beta payouts, revised');
  });
});
