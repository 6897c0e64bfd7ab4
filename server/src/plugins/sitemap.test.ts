import path from 'node:path';
import fs from 'node:fs/promises';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reloadContentFrom } from '../content/reload-content.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { buildSitemap } from './sitemap.js';

let t: TestApp;
let dir: string;
const article = (category: string, sub: string, title: string) => `---\ncategory: ${category}\nsub: ${sub}\ntitle: ${title}\ndate: 2026-01-01\n---\nBody.\n`;

beforeAll(async () => {
  t = await buildTestApp({ config: { publicUrl: 'https://hashvale.example/' } });
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hv-sitemap-'));
  await fs.writeFile(path.join(dir, 'quiet-rigs.md'), article('blog', 'quickminer', 'Quiet rigs'));
  await fs.writeFile(path.join(dir, 'what-is-stratum.md'), article('mining-help', 'stratum', 'Stratum'));
  await fs.writeFile(path.join(dir, 'exchange-fees.md'), article('general-nicex', 'fees', 'Hidden from visitors'));
  await reloadContentFrom(t.app, dir);
});
afterAll(async () => {
  await t.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists the public routes and one page per visible article on PUBLIC_URL', async () => {
    const res = await t.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toContain('<loc>https://hashvale.example/</loc>');
    expect(res.body).toContain('<loc>https://hashvale.example/blog</loc>');
    expect(res.body).toContain('<loc>https://hashvale.example/blog/post/quiet-rigs</loc><lastmod>');
    expect(res.body).toContain('<loc>https://hashvale.example/support/mining-help/stratum/what-is-stratum</loc>');
    expect(res.body).not.toContain('exchange-fees');
    expect(res.body).not.toContain('/my');
    expect(res.body).not.toMatch(/\/:[a-z]|\*/i);
  });

  it('follows a content reload', async () => {
    await fs.writeFile(path.join(dir, 'new-post.md'), article('blog', 'news', 'New'));
    await reloadContentFrom(t.app, dir);
    expect((await t.app.inject('/sitemap.xml')).body).toContain('/blog/post/new-post');
  });

  it('escapes what XML needs escaped', () => {
    const xml = buildSitemap('https://a.example/?x=1&y=<2>', [{ category: 'blog', sub: '', url: 'a&b', updated: 0 }]);
    expect(xml).toContain('https://a.example/?x=1&amp;y=&lt;2&gt;/blog');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;)/);
  });

  it('serves robots.txt with the sitemap on PUBLIC_URL', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Sitemap: https://hashvale.example/sitemap.xml');
  });

  it('lets crawlers read the content calls in public/robots.txt, before the API is disallowed', async () => {
    const robots = await fs.readFile(path.resolve('public/robots.txt'), 'utf8');
    expect(robots).toMatch(/^Allow: \/main\/api\/v2\/content\/$/m);
    expect(robots.indexOf('Allow: /main/api/v2/content/')).toBeLessThan(robots.indexOf('Disallow: /main/api/'));
  });
});
