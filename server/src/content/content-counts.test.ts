// The content the spec asks for, checked over content/ itself: every file parses,
// and the blog, help centre, guides and legal pages have what visitors need.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readContentDir } from './load-content.js';
import type { ArticleInput } from '../repositories/content.js';
import { BLOG_SUB_CATEGORIES, BLOG_TAGS, LEGAL_PAGES, SUPPORT_CATEGORIES_ALL, SUPPORT_CATEGORIES_VISIBLE } from '../../../src/config/paths.js';
import { DEFAULT_LOCALE, EXTRA_LOCALES, SUPPORTED_LOCALES } from '../../../src/config/limits.js';

const CONTENT_DIR = path.resolve(import.meta.dirname, '../../../content');
const articles: ArticleInput[] = await readContentDir(CONTENT_DIR);
const english = articles.filter((a) => a.lang === 'en');
const inCategory = (category: string) => english.filter((a) => a.category === category);
/** Every locale but English, which the other texts are written from. */
const TRANSLATED_LANGS = [...SUPPORTED_LOCALES, ...EXTRA_LOCALES].filter((lang) => lang !== DEFAULT_LOCALE);
const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

describe('content/', () => {
  it('has at least 24 blog posts covering every tag and sub-category', () => {
    const posts = inCategory('blog');
    expect(posts.length).toBeGreaterThanOrEqual(24);
    for (const tag of BLOG_TAGS)
      expect(
        posts.some((p) => p.tags.includes(tag)),
        tag,
      ).toBe(true);
    for (const sub of BLOG_SUB_CATEGORIES)
      expect(
        posts.some((p) => p.sub === sub),
        sub,
      ).toBe(true);
    expect(posts.some((p) => p.url === 'amsterdam-hashing')).toBe(true);
  });

  it('has at least 8 help articles with sub-categories in each visible help category, 50 in all', () => {
    const help = english.filter((a) => (SUPPORT_CATEGORIES_ALL as readonly string[]).includes(a.category));
    expect(help.length).toBeGreaterThanOrEqual(50);
    for (const category of SUPPORT_CATEGORIES_VISIBLE) {
      const list = inCategory(category);
      expect(list.length, category).toBeGreaterThanOrEqual(8);
      expect(
        list.every((a) => a.sub !== ''),
        `${category} articles need a sub-category`,
      ).toBe(true);
    }
  });

  it('has at least 10 step-by-step guides', () => {
    const guides = inCategory('guide');
    expect(guides.length).toBeGreaterThanOrEqual(10);
    for (const g of guides) expect(g.text, g.url).toMatch(/<h2[^>]*>Step 1/);
  });

  it('has every legal page and some open jobs', () => {
    const legal = inCategory('legal').map((a) => a.url);
    for (const page of LEGAL_PAGES) expect(legal, page).toContain(page);
    expect(inCategory('jobs').length).toBeGreaterThanOrEqual(3);
  });

  it('has every page article, the 20 most-read help articles and every guide in all nine locales', () => {
    expect(TRANSLATED_LANGS).toHaveLength(8);
    const popular = english.filter((a) => a.meta.popular === true);
    expect(popular).toHaveLength(20);
    expect(popular.every((a) => (SUPPORT_CATEGORIES_ALL as readonly string[]).includes(a.category))).toBe(true);
    const pages = inCategory('page');
    expect(pages.length).toBeGreaterThanOrEqual(39);
    const wanted = [...pages, ...popular, ...inCategory('guide')];
    const key = (a: ArticleInput) => `${a.category}/${a.sub}/${a.url}`;
    for (const lang of TRANSLATED_LANGS) {
      const have = new Set(articles.filter((a) => a.lang === lang).map(key));
      for (const a of wanted) expect(have.has(key(a)), `${key(a)} in ${lang}`).toBe(true);
    }
  });

  it('has no article too short to be worth reading (120 words)', () => {
    for (const a of english) expect(words(a.text), `${a.category}/${a.url}`).toBeGreaterThanOrEqual(120);
  });
});
