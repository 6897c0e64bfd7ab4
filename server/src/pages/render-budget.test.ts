import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clip, plainText } from './page-document.js';
import { createPageRenderer } from './render-page.js';
import type { ServerApp } from './server-app.js';
import { PAGE_APP_RENDERS } from '../server-limits.js';
import { content, html } from './render-page.fixture.js';

describe('the render budget', () => {
  it('renders at most PAGE_APP_RENDERS a second with the app; past it the page goes without its markup, and is rendered next time', async () => {
    expect(PAGE_APP_RENDERS).toEqual({ perSecond: 20 });
    let clock = 0;
    let renders = 0;
    const app: ServerApp = {
      render: async (input) => {
        renders += 1;
        return { html: '<main><h1>x</h1></main>', chunk: 'X', data: input.data, islands: false };
      },
      assets: () => ({ stylesheets: [], scripts: [] }),
      islandsScripts: [],
    };
    const limited = createPageRenderer({
      localesDir: path.resolve('src/locales'),
      publicUrl: 'https://hashvale.example',
      content,
      app,
      appRendersPerSecond: 2,
      now: () => clock,
    });
    const token = (n: number) => `/unsubscribe-platform/org/user/token-${n}`;
    expect(await html(token(1), 200, {}, limited)).toContain('<div id="root" data-rendered="server"><main>');
    expect(await html(token(2), 200, {}, limited)).toContain('<div id="root" data-rendered="server"><main>');
    const over = await html(token(3), 200, {}, limited);
    expect(over).toContain('<div id="root"></div>');
    expect(over).toContain('<noscript><main class="noscript-page">');
    expect(renders).toBe(2);
    clock += 1000;
    expect(await html(token(3), 200, {}, limited)).toContain('<div id="root" data-rendered="server"><main>');
    // Kept pages cost nothing against the budget.
    expect(await html(token(1), 200, {}, limited)).toContain('<div id="root" data-rendered="server"><main>');
    expect(renders).toBe(3);
  });
});

describe('description text', () => {
  it('reads sanitised HTML as plain text and clips it at a word', async () => {
    expect(plainText('<p>A &lt;b&gt; &quot;c&quot;</p>\n<ul><li>d</li></ul>')).toBe('A <b> "c" d');
    expect(clip('word '.repeat(50), 20)).toBe('word word word word…');
    expect(clip('short', 20)).toBe('short');
  });
});
