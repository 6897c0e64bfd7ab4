/**
 * Pages rendered for a query (the help search) and pages rendered with data
 * that is not content (the fee structure): what the app is given, what is
 * kept and for how long (docs/rendering.md).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API } from '../../../src/config/api-contract.js';
import { listDataKey, type ArticleListRequest } from '../../../src/config/page-data.js';
import { etagOf, type StaticFile } from '../lib/static-file-store.js';
import { createPageRenderer, type PageContent } from './render-page.js';
import type { AppRenderInput, ServerApp } from './server-app.js';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>Hashvale</title>
    <meta name="description" content="Built description." />
  </head>
  <body>
    <div id="root"></div>
    <noscript>Hashvale needs JavaScript.</noscript>
  </body>
</html>`;
const shellBody = Buffer.from(SHELL);
const shell: StaticFile = {
  urlPath: '/index.html',
  contentType: 'text/html; charset=utf-8',
  cacheControl: 'no-cache',
  variants: { identity: { body: shellBody, etag: etagOf(shellBody, 'identity') } },
};

const RESULTS = { list: [{ title: 'How to withdraw', url: 'withdraw' }], pagination: { size: 100, page: 0, totalCount: 1, totalPageCount: 1 } };
const FEES = { withdrawal: {} };

function setup() {
  const lists: ArticleListRequest[] = [];
  const inputs: AppRenderInput[] = [];
  let clock = 0;
  const content: PageContent = {
    article: () => undefined,
    list: (query) => {
      lists.push(query);
      return query.search === 'withdraw' ? RESULTS : undefined;
    },
    downloadFiles: async () => undefined,
    supportCategories: async () => [],
    feeInfo: async () => FEES,
    statusSummary: async () => undefined,
    apiReference: () => undefined,
    apiOperation: () => undefined,
    websocketReference: () => undefined,
    apiChangelog: () => undefined,
  };
  // Stands in for the app: the search page asks for its query's results, the pricing page for the fees.
  const app: ServerApp = {
    render: async (input) => {
      inputs.push(input);
      const q = new URLSearchParams(input.search).get('q');
      const asked =
        input.path === '/support/search' && q
          ? await input.lookup([{ list: { search: q.trim(), size: 100, lang: input.locale } }])
          : input.path === '/pricing'
            ? await input.lookup([{ feeInfo: true }])
            : {};
      return { html: `<main><h1>${input.path}</h1></main>`, chunk: 'Page', data: { ...input.data, ...asked }, islands: false };
    },
    assets: () => ({ stylesheets: [], scripts: [] }),
    islandsScripts: [],
  };
  const renderer = createPageRenderer({
    localesDir: path.resolve('src/locales'),
    publicUrl: 'https://hashvale.example',
    content,
    app,
    appRendersPerSecond: 1000,
    now: () => clock,
  });
  const render = async (url: string) => {
    const file = await renderer.render({ url, headers: {} }, url.split('?')[0]!, 200, shell);
    return { file, html: file.variants.identity.body.toString('utf8') };
  };
  return { render, inputs, lists, tick: (ms: number) => (clock += ms) };
}

const dataOf = (html: string) =>
  JSON.parse(/<template id="page-data">([^<]*)<\/template>/.exec(html)![1]!.replace(/&lt;/g, '<').replace(/&amp;/g, '&')) as Record<string, unknown>;

describe('a search page', () => {
  it('is rendered for the words in its URL, with their results from the content index in the page data', async () => {
    const { render, inputs, lists } = setup();
    const { html } = await render('/support/search?q=withdraw&lang=de');
    expect(inputs.at(-1)).toMatchObject({ path: '/support/search', search: 'q=withdraw', locale: 'de' });
    expect(lists).toEqual([{ search: 'withdraw', size: 100, lang: 'de' }]);
    expect(html).toContain('<div id="root" data-rendered="server">');
    expect(dataOf(html)[listDataKey({ search: 'withdraw', size: 100, lang: 'de' })]).toEqual(RESULTS);
  });

  it('hands the app the query encoded, so words with "?", "&" or "#" reach the page whole', async () => {
    const { render, inputs } = setup();
    await render('/support/search?q=fees%3F%20%26%20limits%23');
    expect(inputs.at(-1)!.search).toBe('q=fees%3F+%26+limits%23');
    expect(new URLSearchParams(inputs.at(-1)!.search).get('q')).toBe('fees? & limits#');
  });

  it('is not for search engines, and is rendered anew each time (every query is its own URL)', async () => {
    const { render, inputs } = setup();
    const first = await render('/support/search?q=withdraw');
    expect(first.html).toContain('<meta name="robots" content="noindex" />');
    expect(first.html).not.toContain('hreflang');
    const second = await render('/support/search?q=withdraw');
    expect(second.file).not.toBe(first.file);
    expect(inputs).toHaveLength(2);
    // The page with no search stays indexed and kept.
    const plain = await render('/support/search');
    expect(plain.html).not.toContain('noindex');
    expect((await render('/support/search')).file).toBe(plain.file);
    expect(inputs).toHaveLength(3);
  });

  it('leaves to the browser a query the API would refuse or the page does not read, and never asks the index for it', async () => {
    const { render, inputs, lists } = setup();
    for (const url of [
      `/support/search?q=${'a'.repeat(201)}`,
      '/support/search?q=with%00draw',
      '/support/search?q=a%0Ab',
      '/support/search?q=one&q=two',
      '/support/search?q=withdraw&page=2',
      '/support/search?utm_source=x',
      '/about?q=withdraw',
    ]) {
      const { html } = await render(url);
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).toContain('<noscript><main class="noscript-page">');
    }
    expect(inputs).toHaveLength(0);
    expect(lists).toHaveLength(0);
    expect((await render(`/support/search?q=${'a'.repeat(201)}`)).html).toContain('noindex');
  });

  it('renders words with a malformed escape as the browser reads them, and words with nothing to look for as the idle page', async () => {
    const { render, inputs } = setup();
    expect((await render('/support/search?q=%E0%A4%A')).html).toContain('data-rendered="server"');
    expect(new URLSearchParams(inputs.at(-1)!.search).get('q')).toBe(new URLSearchParams('q=%E0%A4%A').get('q'));
    expect((await render('/support/search?q=%25%ZZ')).html).toContain('data-rendered="server"');
    expect((await render('/support/search?q=%3F%21')).html).toContain('data-rendered="server"');
  });
});

describe('a page rendered with the fee structure', () => {
  it('is kept no longer than the API keeps the fee info answer', async () => {
    const { render, inputs, tick } = setup();
    const first = await render('/pricing');
    expect(dataOf(first.html)['fee info']).toEqual(FEES);
    expect(API.feeInfo.cacheTtlSeconds).toBe(300);
    tick(299_000);
    expect((await render('/pricing')).file).toBe(first.file);
    tick(1_000);
    expect((await render('/pricing')).file).not.toBe(first.file);
    expect(inputs).toHaveLength(2);
    // A page of content only is kept until the content reloads.
    const about = await render('/about');
    tick(3_600_000);
    expect((await render('/about')).file).toBe(about.file);
  });
});
