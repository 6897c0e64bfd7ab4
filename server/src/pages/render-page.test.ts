import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageRenderer } from './render-page.js';
import type { ServerApp } from './server-app.js';
import { PAGE_COMPRESSION } from '../server-limits.js';
import { listDataKey } from '../../../src/config/page-data.js';
import { CATEGORIES, content, html, JOBS, POST, renderer, SHELL, shellFile } from './render-page.fixture.js';

describe('a page written in its language', () => {
  it('takes the language from ?lang, then the cookie, then Accept-Language, as the app does', async () => {
    expect(await html('/about?lang=de')).toContain('<html lang="de"');
    expect(await html('/about?lang=de')).toContain('<title>Über Hashvale | Hashvale</title>');
    expect(await html('/about', 200, { 'accept-language': 'fr-CH,fr;q=0.9,en;q=0.8' })).toContain('<title>À propos de Hashvale | Hashvale</title>');
    expect(await html('/about', 200, { cookie: 'a=1; locale=ja', 'accept-language': 'fr' })).toContain('<html lang="ja"');
    expect(await html('/about', 200, { 'accept-language': 'xx' })).toContain('<html lang="en"');
  });

  it('names its canonical address, every language and Open Graph', async () => {
    const page = await html('/about?lang=de');
    expect(page).toContain('<link rel="canonical" href="https://hashvale.example/about?lang=de" />');
    expect(page.match(/rel="alternate" hreflang=/g)).toHaveLength(10); // nine languages and x-default
    expect(page).toContain('<link rel="alternate" hreflang="en" href="https://hashvale.example/about" />');
    expect(page).toContain('<link rel="alternate" hreflang="x-default" href="https://hashvale.example/about" />');
    expect(page).toContain('<meta property="og:title" content="Über Hashvale | Hashvale" />');
    expect(page).not.toContain('Built description.');
    expect(page).not.toContain('noindex');
  });

  it("gives a reader without JavaScript the page's h1 and lead, and says what JavaScript adds, in the page's language", async () => {
    expect(await html('/about')).toMatch(
      /<noscript><main class="noscript-page"><h1>About Hashvale<\/h1><p>[^<]+<\/p><p class="noscript-page__note">This page is shown without JavaScript/,
    );
    expect(await html('/about?lang=de')).toContain('<p class="noscript-page__note">Diese Seite wird ohne JavaScript angezeigt.');
  });

  it("writes an article's title, text and a description from its text, escaped", async () => {
    const page = await html('/blog/post/amsterdam-hashing');
    expect(page).toContain('<title>Hashing in &lt;Amsterdam&gt; | Hashvale</title>');
    expect(page).toContain('<meta name="description" content="We opened a data centre in Amsterdam &amp; more." />');
    expect(page).toContain('<meta property="og:type" content="article" />');
    // The app starts from the article and its heading (src/config/page-data.ts), JSON that cannot close its element.
    expect(page).toContain(
      '<template id="page-data">{"article blog  amsterdam-hashing":{"title":"Hashing in &lt;Amsterdam>","text":"&lt;p>We opened a &lt;strong>data centre&lt;/strong> in Amsterdam &amp;amp; more.&lt;/p>"},"heading /blog/post/amsterdam-hashing":"Hashing in &lt;Amsterdam>"}</template>',
    );
    expect(await html('/about')).not.toContain('page-data');
    expect(page).toContain('<h1>Hashing in &lt;Amsterdam&gt;</h1><article><p>We opened a <strong>data centre</strong>');
  });

  it('keeps unknown paths and the account area out of search engines', async () => {
    const missing = await html('/no-such-page', 404);
    expect(missing).toContain('<title>Page not found | Hashvale</title>');
    expect(missing).toContain('<meta name="robots" content="noindex" />');
    expect(missing).not.toContain('hreflang');
    expect(await html('/my/login')).toContain('<meta name="robots" content="noindex" />');
  });

  it('keeps a rendered page until the content changes, and renders not-found pages each time', async () => {
    const shell = shellFile();
    const first = await renderer.render({ url: '/pricing', headers: {} }, '/pricing', 200, shell);
    expect(await renderer.render({ url: '/pricing', headers: {} }, '/pricing', 200, shell)).toBe(first);
    expect(first.variants.br?.etag).toMatch(/-br"$/);
    renderer.clear();
    expect(await renderer.render({ url: '/pricing', headers: {} }, '/pricing', 200, shell)).not.toBe(first);
    const missing = await renderer.render({ url: '/x', headers: {} }, '/x', 404, shell);
    expect(await renderer.render({ url: '/x', headers: {} }, '/x', 404, shell)).not.toBe(missing);
  });
});

describe('a page the app renders', () => {
  const calls: Array<{ path: string; locale: string; data: Readonly<Record<string, unknown>> }> = [];
  const app: ServerApp = {
    render: async (input) => {
      calls.push({ path: input.path, locale: input.locale, data: input.data });
      if (input.path === '/pricing') throw new Error('render failed');
      // The about page asks for two articles it was not given, one that exists and one that does not, two lists likewise, and the help topics.
      const asked =
        input.path === '/about'
          ? await input.lookup([
              { article: { category: 'blog', url: 'amsterdam-hashing', lang: input.locale } },
              { article: { category: 'page', url: 'nothing', lang: input.locale } },
              { list: { category: 'jobs', size: 5, lang: input.locale } },
              { list: { category: 'none', lang: input.locale } },
              { supportCategories: true },
            ])
          : {};
      return {
        html: `<main><h1>${input.path} in ${input.locale}</h1><noscript>app's note</noscript></main>`,
        chunk: 'SomePage',
        data: { ...input.data, ...asked },
        islands: input.path.startsWith('/guide/'),
      };
    },
    assets: (chunk) =>
      chunk === 'SomePage'
        ? { stylesheets: ['/assets/SomePage-1.css'], scripts: ['/assets/SomePage-1.js', '/assets/shared-2.js'] }
        : { stylesheets: [], scripts: [] },
    islandsScripts: ['/assets/islands-0.js', '/assets/react-0.js'],
  };
  const errors: string[] = [];
  const withApp = createPageRenderer({
    localesDir: path.resolve('src/locales'),
    publicUrl: 'https://hashvale.example',
    content,
    app,
    onRenderError: (_e, p) => errors.push(p),
  });

  it('lists the islands script and its chunks, not the app, for a page rendered as islands; its stylesheets stay', async () => {
    const page = await html('/guide/first-hash-power-order', 200, {}, withApp);
    expect(page).toContain('<div id="root" data-rendered="server"><main><h1>/guide/first-hash-power-order in en</h1>');
    expect(page.slice(0, page.indexOf('</head>'))).toContain('<link rel="stylesheet" crossorigin href="/assets/SomePage-1.css">');
    // Marked as islands: before-app.js leaves the locale tables to the islands that format.
    const scripts = /<template id="app-scripts" data-islands>(.*?)<\/template>/.exec(page)?.[1];
    expect(scripts).toBe(
      '<script type="module" crossorigin src="/assets/islands-0.js"></script><link rel="manifest" href="/manifest.webmanifest">' +
        '<link rel="modulepreload" crossorigin href="/assets/react-0.js">',
    );
  });

  it("puts the app's markup in #root, links the page's own stylesheet in the head, and lists the scripts for after the first paint", async () => {
    const page = await html('/about?lang=de', 200, {}, withApp);
    expect(page).toContain('<div id="root" data-rendered="server"><main><h1>/about in de</h1><noscript>app\'s note</noscript></main></div>');
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/SomePage-1.css">');
    // Nothing in the head fetches a script but the small one that adds the app's after the page has painted.
    expect(head).toContain('<script defer src="/before-app.js"></script>');
    expect(head).not.toMatch(/type="module"|modulepreload|rel="manifest"/);
    const scripts = /<template id="app-scripts">(.*?)<\/template>/.exec(page)?.[1];
    expect(scripts).toBe(
      '<script type="module" crossorigin src="/assets/index-0.js"></script><link rel="modulepreload" crossorigin href="/assets/react-0.js">' +
        '<link rel="manifest" href="/manifest.webmanifest">' +
        '<link rel="modulepreload" crossorigin href="/assets/SomePage-1.js"><link rel="modulepreload" crossorigin href="/assets/shared-2.js">',
    );
    // Without JavaScript the page is there already, with the app's own note on what JavaScript adds.
    const body = page.slice(page.indexOf('<body>'));
    expect(body.match(/<noscript>/g)).toHaveLength(1);
    // The head's own <noscript> (a stylesheet for readers without scripts) stays.
    expect(head).toContain('<noscript><link rel="stylesheet" href="/noscript.css" /></noscript>');
  });

  it('renders the page for a visitor who accepted the cookie notice apart from one who has not, and says which in the page data', async () => {
    const dataOf = (page: string) =>
      JSON.parse(/<template id="page-data">([^<]*)<\/template>/.exec(page)![1]!.replace(/&lt;/g, '<').replace(/&amp;/g, '&')) as Record<string, unknown>;
    const before = calls.length;
    const notice = await html('/jobs', 200, {}, withApp);
    const accepted = await html('/jobs', 200, { cookie: 'a=b; cookies_accepted=1' }, withApp);
    expect(dataOf(notice)['cookies accepted']).toBe(false);
    expect(dataOf(accepted)['cookies accepted']).toBe(true);
    expect(calls.slice(before).map((c) => c.data['cookies accepted'])).toEqual([false, true]);
    // Each is kept: asked again, neither renders anew.
    await html('/jobs', 200, {}, withApp);
    await html('/jobs', 200, { cookie: 'cookies_accepted=1' }, withApp);
    expect(calls.length).toBe(before + 2);
  });

  it('looks up the articles, lists and help topics a page asks for while rendering, and hands them to the browser, a missing one as null', async () => {
    const page = await html('/about', 200, {}, withApp);
    const data = /<template id="page-data">([^<]*)<\/template>/.exec(page)?.[1];
    expect(JSON.parse(data!.replace(/&lt;/g, '<').replace(/&amp;/g, '&'))).toEqual({
      'cookies accepted': false,
      'article blog  amsterdam-hashing': POST,
      'article page  nothing': null,
      [listDataKey({ category: 'jobs', size: 5, lang: 'en' })]: JOBS,
      [listDataKey({ category: 'none', lang: 'en' })]: null,
      'support categories': CATEGORIES,
    });
  });

  it('renders an article page with its article, and hands the same data to the browser', async () => {
    const page = await html('/blog/post/amsterdam-hashing', 200, {}, withApp);
    expect(calls.at(-1)).toEqual({
      path: '/blog/post/amsterdam-hashing',
      locale: 'en',
      data: { 'article blog  amsterdam-hashing': POST, 'heading /blog/post/amsterdam-hashing': POST.title, 'cookies accepted': false },
    });
    expect(page).toContain('</div><template id="page-data">');
  });

  it("leaves account pages, the user's own pages, not-found pages and pages asked for with a query to the browser", async () => {
    const before = calls.length;
    expect(await html('/my/login', 200, {}, withApp)).toContain('<div id="root"></div>');
    expect(await html('/support/my-cases', 200, {}, withApp)).toContain('<div id="root"></div>');
    expect(await html('/support/my-cases/12', 200, {}, withApp)).toContain('<div id="root"></div>');
    expect(await html('/no-such-page', 404, {}, withApp)).toContain('<div id="root"></div>');
    expect(await html('/about?page=2', 200, {}, withApp)).toContain('<div id="root"></div>');
    expect(calls.length).toBe(before);
  });

  it("writes the shell's and the page's stylesheets into the page and says their hashes for its Content-Security-Policy", async () => {
    const sheets = new Map([
      ['/assets/index-0.css', { css: 'body{margin:0}', hashSource: "'sha256-shell'" }],
      ['/assets/SomePage-1.css', { css: '.some{gap:1rem}', hashSource: "'sha256-page'" }],
    ]);
    const styled = createPageRenderer({ localesDir: path.resolve('src/locales'), publicUrl: 'https://hashvale.example', content, app, stylesheets: sheets });
    const shell = shellFile(SHELL.replace('</head>', '<link rel="stylesheet" crossorigin href="/assets/index-0.css">\n  </head>'));
    const file = await styled.render({ url: '/about', headers: {} }, '/about', 200, shell);
    const head = file.variants.identity.body.toString('utf8').split('</head>')[0]!;
    expect(head).toContain(
      '<style data-href="/assets/index-0.css">body{margin:0}</style><link rel="stylesheet" crossorigin href="/assets/index-0.css" type="text/x-inlined">',
    );
    expect(head).toContain(
      '<style data-href="/assets/SomePage-1.css">.some{gap:1rem}</style><link rel="stylesheet" crossorigin href="/assets/SomePage-1.css" type="text/x-inlined">',
    );
    expect(file.inlineStyleHashes).toEqual(["'sha256-shell'", "'sha256-page'"]);
    // The compressed copies are of the same page: a kept one at the best quality, one rendered for one answer at a cheap one.
    expect(PAGE_COMPRESSION).toEqual({ keptBrotliQuality: 11, onceBrotliQuality: 5 });
    const brotliAt = (body: Buffer, quality: number) =>
      zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
    expect(file.variants.br!.body.equals(brotliAt(file.variants.identity.body, 11))).toBe(true);
    expect(zlib.gunzipSync(file.variants.gzip!.body).equals(file.variants.identity.body)).toBe(true);
    // A page without the app's markup (a not-found page) is styled from its HTML too.
    const missing = await styled.render({ url: '/x', headers: {} }, '/x', 404, shell);
    expect(missing.inlineStyleHashes).toEqual(["'sha256-shell'"]);
    expect(missing.variants.br!.body.equals(brotliAt(missing.variants.identity.body, 5))).toBe(true);
  });

  it('serves a page the app failed to render without its markup, and says so', async () => {
    const page = await html('/pricing', 200, {}, withApp);
    expect(page).toContain('<div id="root"></div>');
    expect(page).toContain('<noscript><main class="noscript-page">');
    expect(errors).toEqual(['/pricing']);
    // The app draws the page itself, so its scripts load from the head as soon as they can.
    expect(page.slice(0, page.indexOf('</head>'))).toContain('<script type="module" crossorigin src="/assets/index-0.js"></script>');
    expect(page).not.toContain('app-scripts');
  });
});
