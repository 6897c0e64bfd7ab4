import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { namedIds, routePages } from './split-messages';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const IDS = [
  'home.title',
  'home.lead',
  'errors.general.1',
  'errors.general.2',
  'errors.exchange.ORDER',
  'blog.tag.mining',
  'blog.tag.news',
  'page.about.title',
  'page.about.lead',
  'page.notFound.title',
  'page.titleTemplate',
];

describe('namedIds', () => {
  it('finds ids in string literals, JSX attributes and plain templates', () => {
    const code = `const a = 'home.title'; export const B = () => <FormattedMessage id="home.lead" />; const c = \`page.titleTemplate\`;`;
    expect(namedIds(code, 'x.tsx', IDS)).toEqual(['home.title', 'home.lead', 'page.titleTemplate']);
  });

  it('takes every id a template can make, and every id under a dotted group prefix', () => {
    expect(namedIds('lookup(`errors.general.${code}`);', 'x.ts', IDS)).toEqual(['errors.general.1', 'errors.general.2']);
    expect(namedIds("const PREFIX = 'blog.tag';", 'x.ts', IDS)).toEqual(['blog.tag.mining', 'blog.tag.news']);
  });

  it('ignores a template without a dot in its fixed text: a query key is not a message id', () => {
    expect(namedIds('query.get(`s${i + 1}`); query.get(`q${i + 1}`);', 'x.ts', ['serviceStatus.down', 'stratumDoctor.check', 'quick.x'])).toEqual([]);
  });

  it('ignores a template with no fixed words, text in comments, and words that are not ids', () => {
    expect(namedIds('// home.title\nconst id = `${a}.${b}`; const t = "home"; const u = "home.titles";', 'x.ts', IDS)).toEqual([]);
  });

  it('leaves routed ids to where they are named exactly', () => {
    const routed = new Set(['page.about.title', 'page.about.lead']);
    expect(namedIds('id(`page.${route}.${part}`)', 'x.ts', IDS, routed)).toEqual(['page.notFound.title']);
    expect(namedIds("id('page.about.title')", 'x.ts', IDS, routed)).toEqual(['page.about.title']);
  });
});

describe('routePages', () => {
  const pages = routePages(path.join(ROOT, 'src/app/routes.tsx'));
  const routesOf = (file: string) => pages.get(path.join(ROOT, file));

  it("maps each page module of the route table to its routes' names", () => {
    expect(routesOf('src/pages/company/AboutPage.tsx')).toEqual(['about']);
    expect(routesOf('src/pages/calculator/CalculatorPage.tsx')).toEqual(['calculator']);
    expect(routesOf('src/pages/forms/SubscriptionPage.tsx')).toEqual(['verifySubscribe', 'unsubscribe']);
    expect(pages.size).toBeGreaterThan(40);
  });
});
