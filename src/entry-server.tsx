/**
 * The app as the server renders it (docs/rendering.md): `npm run build:ssr`
 * bundles this module into build/ssr/, and server/src/pages/ renders public
 * pages with it. The page's module loads before rendering, so the HTML holds
 * the page itself, not its loading state; live data renders as loading (the
 * browser loads it after hydrating); `data` carries what the server looked up
 * for the page (an article) and goes into the page for the browser too.
 */
import { renderToString } from 'react-dom/server';
import { App } from './app/App';
import { pageOf } from './app/routes';
import { loadMessages } from './lib/intl';
import type { PageData } from './lib/page-data';

export interface RenderInput {
  /** The path, no query. */
  path: string;
  locale: string;
  data: PageData;
}

export interface RenderedApp {
  /** The markup of #root. */
  html: string;
  /** The page module's chunk name: the server links its built script and stylesheets. */
  chunk: string;
}

export async function renderApp(input: RenderInput): Promise<RenderedApp> {
  const messages = await loadMessages(input.locale);
  const page = pageOf(input.path);
  await page.preload();
  // Synchronous once the page's module is in: no boundary waits, so the
  // markup is whole and needs no inline script to reveal parts of it (a
  // streaming prerender would add them, and the CSP forbids them).
  const html = renderToString(<App locale={input.locale} messages={messages} ssrPath={input.path} pageData={input.data} />);
  return { html, chunk: page.chunk };
}
