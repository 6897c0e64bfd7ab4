import path from 'node:path';
import fs from 'node:fs/promises';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../src/config/api-contract.js';
import { reloadContentFrom } from '../content/reload-content.js';
import { buildTestApp, expectErrorBody, type TestApp } from '../../test/test-app.js';
import { loadContent } from '../content/load-content.js';
import fastJson from 'fast-json-stringify';
import { listPage, listPageWithinBounds } from './content.js';
import { ArticlePage } from '../../../src/config/api/content.js';
import type { ResponseCache } from '../plugins/response-cache.js';
import { PAGE_MAX } from '../../../src/config/api/params.js';
import { HELP_ARTICLES_PAGE_SIZE } from '../../../src/config/limits.js';

let t: TestApp;
let dir: string;
/** The API scope's response cache (the test asks for answers the cache has not kept). */
let cache: ResponseCache;

const post = (title: string, date: string, extra = '') =>
  `---\ncategory: blog\nsub: mining\ntitle: ${title}\ndate: ${date}\nauthor: Team\ntags: [news]\n${extra}---\nBody of ${title} about stratum settings.\n`;

beforeAll(async () => {
  t = await buildTestApp({
    extraRoutes: async (scope) => {
      cache = scope.responseCache;
    },
  });
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hv-content-'));
  await fs.writeFile(path.join(dir, 'alpha.md'), post('Alpha rigs', '2026-01-01'));
  await fs.writeFile(path.join(dir, 'alpha.de.md'), post('Alpha Rigs auf Deutsch', '2026-01-01'));
  await fs.writeFile(path.join(dir, 'beta.md'), post('Beta payouts', '2026-02-01', 'position: 2\n').replace('[news]', '[press]'));
  await loadContent(t.db, dir);
  await t.app.content.reload();
});
afterAll(async () => {
  await t.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('content routes', () => {
  it('lists articles newest first with the spec fields but the body (summaries)', async () => {
    const res = await t.app.inject('/main/api/v2/content/list2?category=blog');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.list.map((a: { url: string }) => a.url)).toEqual(['beta', 'alpha']);
    expect(Object.keys(body.list[0]).sort()).toEqual(
      ['author', 'category', 'created', 'date', 'id', 'lang', 'langs', 'meta', 'position', 'sub', 'subsub', 'tags', 'title', 'updated', 'url'].sort(),
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

  it('finds an article by category and url alone when no sub is sent (a blog post route has none)', async () => {
    const res = await t.app.inject('/main/api/v2/content/article2?category=blog&url=alpha&lang=de');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sub: 'mining', lang: 'de', text: expect.stringContaining('<p>') });
    expect((await t.app.inject('/main/api/v2/content/article2?category=blog&sub=&url=alpha')).statusCode).toBe(404);
  });

  it("gives the page renderer a list list2 would answer, and none for a size or page list2's schema refuses", async () => {
    const asked = { category: 'blog', lang: 'en' };
    const served = listPageWithinBounds(t.app.content.index, { ...asked, size: 1 });
    const res = await t.app.inject({ method: 'GET', url: '/main/api/v2/content/list2?category=blog&lang=en&size=1' });
    expect(JSON.parse(JSON.stringify(served))).toMatchObject(res.json());
    for (const refused of [{ size: 0 }, { size: HELP_ARTICLES_PAGE_SIZE + 1 }, { size: 1.5 }, { page: -1 }, { page: PAGE_MAX + 1 }]) {
      expect(listPageWithinBounds(t.app.content.index, { ...asked, ...refused }), JSON.stringify(refused)).toBeUndefined();
      const query = new URLSearchParams({ ...asked, ...Object.fromEntries(Object.entries(refused).map(([k, v]) => [k, String(v)])) });
      expect((await t.app.inject({ method: 'GET', url: `/main/api/v2/content/list2?${query}` })).statusCode, JSON.stringify(refused)).toBe(400);
    }
    expect(listPageWithinBounds(t.app.content.index, { ...asked, size: HELP_ARTICLES_PAGE_SIZE, page: PAGE_MAX })).toBeDefined();
  });

  it('answers a search with summaries, no bodies', async () => {
    const res = await t.app.inject('/main/api/v2/content/search?search=stratum&lang=de');
    expect(
      res
        .json()
        .list.map((a: { title: string }) => a.title)
        .sort(),
    ).toEqual(['Alpha Rigs auf Deutsch', 'Beta payouts']);
    for (const a of res.json().list) expect(a).not.toHaveProperty('text');
  });

  it('answers 304 to a repeat with the ETag, and Cache-Control on content answers', async () => {
    const url = '/main/api/v2/content/article2?category=blog&sub=mining&url=beta&lang=en';
    const first = await t.app.inject(url);
    expect(first.headers.etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  });

  it("writes a list's answer from summaries serialized once: the bytes the route's schema would write", async () => {
    // What Fastify's serializer wrote for the list schema before the answer was put together from pieces.
    const whole = fastJson(ArticlePage);
    const queries = [
      { category: 'blog' },
      { search: 'stratum', lang: 'de', size: 1 },
      { search: 'stratum', lang: 'de', size: 1, page: 1 },
      { search: 'nothing-matches-this' },
      { category: 'blog', orderCol: 'title' as const, orderDirection: 'ASC' },
    ];
    for (const q of queries) {
      const url = `/main/api/v2/content/${q.search ? 'search' : 'list2'}?${new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)]))}`;
      // Twice: the first answer serializes the summaries, the second reuses them (a cache hit is not asked: another size each time).
      for (const _ of [1, 2]) {
        cache.clear();
        const res = await t.app.inject(url);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.rawPayload.equals(Buffer.from(whole(listPage(t.app.content.index, q))))).toBe(true);
      }
    }
  });

  it("names a list answer's ETag by its content and query: the same answer the same tag, another query or content another", async () => {
    const etagOf = async (url: string) => {
      cache.clear();
      const res = await t.app.inject(url);
      return String(res.headers.etag);
    };
    const a = await etagOf('/main/api/v2/content/search?search=stratum&size=1');
    expect(a).toMatch(/^"[\w-]+"$/);
    // The same query spelled another way is the same answer (the response cache's normalised key).
    expect(await etagOf('/main/api/v2/content/search?size=1&search=stratum')).toBe(a);
    expect(await etagOf('/main/api/v2/content/search?search=stratum&size=2')).not.toBe(a);
    // A repeat with the tag is a 304, also once the answer has left the cache.
    cache.clear();
    const again = await t.app.inject({ url: '/main/api/v2/content/search?search=stratum&size=1', headers: { 'if-none-match': a } });
    expect(again.statusCode).toBe(304);
    // Other content, another tag.
    const extra = path.join(dir, 'delta.md');
    await fs.writeFile(extra, post('Delta stratum', '2026-04-01'));
    try {
      await reloadContentFrom(t.app, dir);
      expect(await etagOf('/main/api/v2/content/search?search=stratum&size=1')).not.toBe(a);
    } finally {
      await fs.rm(extra);
      await reloadContentFrom(t.app, dir);
    }
    expect(await etagOf('/main/api/v2/content/search?search=stratum&size=1')).toBe(a);
  });

  it('answers 404 with the error body for a missing article', async () => {
    const res = await t.app.inject('/main/api/v2/content/article2?category=blog&sub=mining&url=nope');
    expect(res.statusCode).toBe(404);
    expectErrorBody(res.json(), 404);
  });

  it.each(['size=0', 'size=301', 'size=abc', 'page=-1', 'orderCol=secret', 'lang=xx', 'category=..%2Fetc', 'search=%20%20'])(
    'rejects %s with 400 and the error body',
    async (query) => {
      const res = await t.app.inject(`/main/api/v2/content/list2?${query}`);
      expect(res.statusCode).toBe(400);
      expectErrorBody(res.json(), 61);
    },
  );

  it('rejects an article call without its required parameters', async () => {
    const res = await t.app.inject('/main/api/v2/content/article2?category=blog');
    expect(res.statusCode).toBe(400);
    expectErrorBody(res.json(), 61);
  });

  it('caches each answer under its own query string for its contract TTL', async () => {
    const list = (lang: string) => t.app.inject(`/main/api/v2/content/list2?category=blog&orderCol=title&orderDirection=ASC&lang=${lang}`);
    const en = await list('en');
    const de = await list('de');
    expect(en.headers['cache-control']).toBe(`public, max-age=${API.contentList.cacheTtlSeconds}`);
    expect(en.json().list[0].title).toBe('Alpha rigs');
    expect(de.json().list[0].title).toBe('Alpha Rigs auf Deutsch');

    const article = '/main/api/v2/content/article2?category=blog&sub=mining&url=alpha&lang=en';
    const first = await t.app.inject(article);
    expect(first.headers['cache-control']).toBe(`public, max-age=${API.contentArticle.cacheTtlSeconds}`);
    // A change no server is told of (its triggers off, so no change notice on PostgreSQL: docs/architecture.md, "Several servers").
    const quietly = (title: string) =>
      t.db.transaction(async (tx) => {
        await tx.exec(`SET LOCAL session_replication_role = replica`);
        await tx.query(`UPDATE content_articles SET title = $1 WHERE url = 'alpha' AND lang = 'en'`, [title]);
      });
    await quietly('Changed behind the cache');
    try {
      expect((await t.app.inject(article)).json().title).toBe('Alpha rigs');
    } finally {
      await quietly('Alpha rigs');
    }
  });

  it('skips files whose content hash is unchanged: they are not parsed or written again', async () => {
    await t.db.query(`UPDATE content_articles SET title = 'Edited in the database' WHERE url = 'alpha' AND lang = 'en'`);
    try {
      // Without the hash the upsert would put the file's title back.
      expect(await loadContent(t.db, dir)).toMatchObject({ inserted: 0, updated: 0, skipped: 3 });
      const [row] = await t.db.query<{ title: string }>(`SELECT title FROM content_articles WHERE url = 'alpha' AND lang = 'en'`);
      expect(row!.title).toBe('Edited in the database');
    } finally {
      await t.db.query(`UPDATE content_articles SET title = 'Alpha rigs' WHERE url = 'alpha' AND lang = 'en'`);
    }
  });

  it('reloads through the admin path: files loaded, index rebuilt, answers new at once', async () => {
    const extra = path.join(dir, 'gamma.md');
    await fs.writeFile(extra, post('Gamma fans', '2026-03-01'));
    try {
      const before = await t.app.inject('/main/api/v2/content/list2?category=blog&size=1');
      expect(before.json().list[0].url).toBe('beta');
      expect(await reloadContentFrom(t.app, dir)).toMatchObject({ inserted: 1, skipped: 3, articles: 4 });
      expect((await t.app.inject('/main/api/v2/content/list2?category=blog&size=1')).json().list[0].url).toBe('gamma');
    } finally {
      await fs.rm(extra);
      await reloadContentFrom(t.app, dir);
    }
  });

  it('loads idempotently, updates edited files and removes deleted ones', async () => {
    expect(await loadContent(t.db, dir)).toEqual({ inserted: 0, updated: 0, deleted: 0, skipped: 3 });
    await fs.writeFile(path.join(dir, 'beta.md'), post('Beta payouts, revised', '2026-02-01'));
    await fs.rm(path.join(dir, 'alpha.de.md'));
    expect(await loadContent(t.db, dir)).toEqual({ inserted: 0, updated: 1, deleted: 1, skipped: 1 });
    const cachedUrl = '/main/api/v2/content/article2?category=blog&sub=mining&url=beta';
    const before = await t.app.inject(cachedUrl);
    expect(before.json().title).toBe('Beta payouts');
    // The reload drops the cached answers of the old content: the same URL answers the new one, with a new ETag.
    await t.app.content.reload();
    const res = await t.app.inject(cachedUrl);
    expect(res.json().title).toBe('Beta payouts, revised');
    expect(res.headers.etag).not.toBe(before.headers.etag);
    const stale = await t.app.inject({ url: cachedUrl, headers: { 'if-none-match': String(before.headers.etag) } });
    expect(stale.statusCode).toBe(200);
    expect((await t.app.inject('/main/api/v2/content/list2?category=blog&lang=de')).json().list[0].lang).toBe('en');
  });
});
