import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES, matchRoute } from '../../src/config/paths';
// @ts-expect-error -- a plain ES module script without types
import { BASELINES, PAGES, QUICK_PAGES } from './web-pages.mjs';

interface BenchPage {
  name: string;
  path: string;
  js: 'content' | 'app' | 'other';
}
const pages = PAGES as readonly BenchPage[];
const budget = JSON.parse(readFileSync(path.join(import.meta.dirname, 'web-budget.json'), 'utf8'));

const routeOf = (page: BenchPage) => matchRoute(new URL(page.path, 'http://x').pathname)?.route;
/** Pages a visitor reads without signing in: not the account area, not the user's own pages. */
const publicRoutes = ROUTES.filter((route) => route.kind !== 'account' && !route.personal);
/** The article pages of issue 39: a blog post, a help article, a guide, a legal text. */
const ARTICLE_ROUTES = new Set(['blogPost', 'supportArticle', 'guide', 'legalPrivacy', 'page']);

describe('the pages bench:web measures', () => {
  it('include one page of every kind of public route', () => {
    const kinds = new Set(publicRoutes.map((route) => route.kind));
    const measured = new Set(pages.map((page) => routeOf(page)?.kind));
    expect([...kinds].filter((kind) => !measured.has(kind))).toEqual([]);
  });

  it('are all public pages of the route table', () => {
    for (const page of pages) expect(publicRoutes, page.path).toContain(routeOf(page));
  });

  it('include the seven key pages, the blog list, a help search, the two known outliers, the stratum doctor and the status page', () => {
    const paths = pages.map((page) => page.path);
    for (const key of [
      '/',
      '/blog/post/amsterdam-hashing',
      '/support/general-help/getting-started/what-is-hashvale',
      '/profitability-calculator',
      '/stratum-generator',
      '/marketplace',
      '/algorithm/scrypt',
    ]) {
      expect(paths).toContain(key);
    }
    expect(pages.map((page) => routeOf(page)?.name)).toEqual(expect.arrayContaining(['blog', 'supportSearch']));
    expect(paths).toEqual(expect.arrayContaining(['/pricing', '/support/search?q=withdraw', '/stratum-generator/doctor', '/status']));
  });

  it('hold articles to the content budget, the home page and tools to the app budget, the rest to the other', () => {
    for (const page of pages) {
      const route = routeOf(page)!;
      const expected = ARTICLE_ROUTES.has(route.name) ? 'content' : route.kind === 'home' || route.kind === 'tool' ? 'app' : 'other';
      expect(page.js, page.path).toBe(expected);
    }
  });

  it('name every page once, and the quick run only pages of the list', () => {
    const names = [...BASELINES, ...pages].map((page: { name: string }) => page.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of QUICK_PAGES as string[]) expect(names).toContain(name);
  });
});

describe('the budget of scripts/bench/web-budget.json', () => {
  it('holds the targets of issue 39 on every page', () => {
    expect(budget.performanceScore).toBe(95);
    expect(budget.tbtMs).toBe(200);
    expect(budget.lcpVsBareHtml).toBe(1.3);
    expect(budget.cls).toBe(0.02);
  });

  it('holds articles to the bare React app JavaScript, the home page and tools to 1.5x, and the rest to 1.25x', () => {
    expect(budget.jsVsBareReact).toEqual({ content: 1.0, app: 1.5, other: 1.25 });
  });
});
