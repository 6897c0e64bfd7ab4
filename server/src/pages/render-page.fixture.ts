/** What the page renderer's tests share: a built shell, the content they look up, and a page rendered as text. */
import path from 'node:path';
import { etagOf, type StaticFile } from '../lib/static-file-store.js';
import { createPageRenderer, type PageContent } from './render-page.js';

export const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>Hashvale: built title</title>
    <meta
      name="description"
      content="Built description."
    />
    <script defer src="/before-app.js"></script>
    <script type="module" crossorigin src="/assets/index-0.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-0.js">
    <link rel="manifest" href="/manifest.webmanifest">
    <noscript><link rel="stylesheet" href="/noscript.css" /></noscript>
  </head>
  <body>
    <div id="root"></div>
    <noscript>Hashvale needs JavaScript to show live market data.</noscript>
  </body>
</html>`;

export function shellFile(html = SHELL): StaticFile {
  const body = Buffer.from(html);
  return {
    urlPath: '/index.html',
    contentType: 'text/html; charset=utf-8',
    cacheControl: 'no-cache',
    variants: { identity: { body, etag: etagOf(body, 'identity') } },
  };
}

export const POST = { title: 'Hashing in <Amsterdam>', text: '<p>We opened a <strong>data centre</strong> in Amsterdam &amp; more.</p>' };
export const CATEGORIES = [{ category: 'general-help', subCategories: ['getting-started'] }];
export const JOBS = { list: [{ title: 'Engineer', url: 'engineer' }], pagination: { size: 5, page: 0, totalCount: 1, totalPageCount: 1 } };
export const content: PageContent = {
  article: (key) => (key.category === 'blog' && key.url === 'amsterdam-hashing' ? POST : undefined),
  list: (query) => (query.category === 'jobs' ? JOBS : undefined),
  supportCategories: async () => CATEGORIES,
  feeInfo: async () => undefined,
  statusSummary: async () => undefined,
  apiReference: () => undefined,
  apiOperation: () => undefined,
  websocketReference: () => undefined,
  apiChangelog: () => undefined,
  downloadFiles: async () => undefined,
};

export const renderer = createPageRenderer({ localesDir: path.resolve('src/locales'), publicUrl: 'https://hashvale.example/', content });

export async function html(
  url: string,
  status: 200 | 404 = 200,
  headers: { cookie?: string; 'accept-language'?: string } = {},
  using = renderer,
): Promise<string> {
  const pathname = url.split('?')[0]!;
  return (await using.render({ url, headers }, pathname, status, shellFile())).variants.identity.body.toString('utf8');
}
