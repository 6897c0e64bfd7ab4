import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { etagOf, type StaticFile } from '../lib/static-file-store.js';
import { clip, plainText } from './page-document.js';
import { createPageRenderer, type PageContent } from './render-page.js';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>Hashvale: built title</title>
    <meta
      name="description"
      content="Built description."
    />
  </head>
  <body>
    <div id="root"></div>
    <noscript>Hashvale needs JavaScript to show live market data.</noscript>
  </body>
</html>`;

function shellFile(html = SHELL): StaticFile {
  const body = Buffer.from(html);
  return { urlPath: '/index.html', contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache', variants: { identity: { body, etag: etagOf(body, 'identity') } } };
}

const POST = { title: 'Hashing in <Amsterdam>', text: '<p>We opened a <strong>data centre</strong> in Amsterdam &amp; more.</p>' };
const content: PageContent = {
  article: (key) => (key.category === 'blog' && key.url === 'amsterdam-hashing' ? POST : undefined),
};

const renderer = createPageRenderer({ localesDir: path.resolve('src/locales'), publicUrl: 'https://hashvale.example/', content });

function html(url: string, status: 200 | 404 = 200, headers: { cookie?: string; 'accept-language'?: string } = {}): string {
  const pathname = url.split('?')[0]!;
  return renderer.render({ url, headers }, pathname, status, shellFile()).variants.identity.body.toString('utf8');
}

describe('a page written in its language', () => {
  it('takes the language from ?lang, then the cookie, then Accept-Language, as the app does', () => {
    expect(html('/about?lang=de')).toContain('<html lang="de"');
    expect(html('/about?lang=de')).toContain('<title>Über Hashvale | Hashvale</title>');
    expect(html('/about', 200, { 'accept-language': 'fr-CH,fr;q=0.9,en;q=0.8' })).toContain('<title>À propos de Hashvale | Hashvale</title>');
    expect(html('/about', 200, { cookie: 'a=1; locale=ja', 'accept-language': 'fr' })).toContain('<html lang="ja"');
    expect(html('/about', 200, { 'accept-language': 'xx' })).toContain('<html lang="en"');
  });

  it('names its canonical address, every language and Open Graph', () => {
    const page = html('/about?lang=de');
    expect(page).toContain('<link rel="canonical" href="https://hashvale.example/about?lang=de" />');
    expect(page.match(/rel="alternate" hreflang=/g)).toHaveLength(10); // nine languages and x-default
    expect(page).toContain('<link rel="alternate" hreflang="en" href="https://hashvale.example/about" />');
    expect(page).toContain('<link rel="alternate" hreflang="x-default" href="https://hashvale.example/about" />');
    expect(page).toContain('<meta property="og:title" content="Über Hashvale | Hashvale" />');
    expect(page).not.toContain('Built description.');
    expect(page).not.toContain('noindex');
  });

  it("gives a reader without JavaScript the page's h1 and lead, and says what JavaScript adds, in the page's language", () => {
    expect(html('/about')).toMatch(/<noscript><main class="noscript-page"><h1>About Hashvale<\/h1><p>[^<]+<\/p><p class="noscript-page__note">This page is shown without JavaScript/);
    expect(html('/about?lang=de')).toContain('<p class="noscript-page__note">Diese Seite wird ohne JavaScript angezeigt.');
  });

  it("writes an article's title, text and a description from its text, escaped", () => {
    const page = html('/blog/post/amsterdam-hashing');
    expect(page).toContain('<title>Hashing in &lt;Amsterdam&gt; | Hashvale</title>');
    expect(page).toContain('<meta name="description" content="We opened a data centre in Amsterdam &amp; more." />');
    expect(page).toContain('<meta property="og:type" content="article" />');
    expect(page).toContain('<meta name="page-heading" content="Hashing in &lt;Amsterdam&gt;" />');
    expect(html('/about')).not.toContain('page-heading');
    expect(page).toContain('<h1>Hashing in &lt;Amsterdam&gt;</h1><article><p>We opened a <strong>data centre</strong>');
  });

  it('keeps unknown paths and the account area out of search engines', () => {
    const missing = html('/no-such-page', 404);
    expect(missing).toContain('<title>Page not found | Hashvale</title>');
    expect(missing).toContain('<meta name="robots" content="noindex" />');
    expect(missing).not.toContain('hreflang');
    expect(html('/my/login')).toContain('<meta name="robots" content="noindex" />');
  });

  it('keeps a rendered page until the content changes, and renders not-found pages each time', () => {
    const shell = shellFile();
    const first = renderer.render({ url: '/pricing', headers: {} }, '/pricing', 200, shell);
    expect(renderer.render({ url: '/pricing', headers: {} }, '/pricing', 200, shell)).toBe(first);
    expect(first.variants.br?.etag).toMatch(/-br"$/);
    renderer.clear();
    expect(renderer.render({ url: '/pricing', headers: {} }, '/pricing', 200, shell)).not.toBe(first);
    const missing = renderer.render({ url: '/x', headers: {} }, '/x', 404, shell);
    expect(renderer.render({ url: '/x', headers: {} }, '/x', 404, shell)).not.toBe(missing);
  });
});

describe('description text', () => {
  it('reads sanitised HTML as plain text and clips it at a word', () => {
    expect(plainText('<p>A &lt;b&gt; &quot;c&quot;</p>\n<ul><li>d</li></ul>')).toBe('A <b> "c" d');
    expect(clip('word '.repeat(50), 20)).toBe('word word word word…');
    expect(clip('short', 20)).toBe('short');
  });
});
