/**
 * The app as the server renders it (docs/rendering.md): `npm run build:ssr`
 * bundles this module into build/ssr/, and server/src/pages/ renders public
 * pages with it. The page's module loads before rendering, so the HTML holds
 * the page itself, not its loading state; live data renders as loading (the
 * browser loads it after hydrating); `data` carries what the server looked up
 * for the page (an article) and goes into the page for the browser too. An
 * article the page asks for that is not in `data` is looked up and the page
 * rendered again with it, and so is a list of articles: the route needs no
 * loader of its own. A search page is rendered for the query in its URL
 * (`search`), which the page reads through the router as in the browser.
 */
import { renderToString } from 'react-dom/server';
import { App } from './app/App';
import { pageOf } from './app/routes';
import { ISLAND_PAGES } from './config/islands';
import { matchRoute } from './config/paths';
import { loadMessages } from './lib/intl';
import { contentDataKey, type ContentRequest, type PageData } from './lib/page-data';

export interface RenderInput {
  /** The path, no query. */
  path: string;
  /** The query the page is rendered for, without "?" ('' for none): a search page's words (docs/rendering.md). */
  search: string;
  locale: string;
  data: PageData;
  /** The articles and lists a page asked for that `data` lacked, each found or null, under its key. */
  lookup: (requests: readonly ContentRequest[]) => Promise<PageData>;
}

export interface RenderedApp {
  /** The markup of #root. */
  html: string;
  /** The page module's chunk name: the server links its built script and stylesheets. */
  chunk: string;
  /** What the page was rendered with: the browser hydrates with the same. */
  data: PageData;
  /** Rendered as islands: the browser hydrates only the page's islands (docs/rendering.md, "Islands"). */
  islands: boolean;
}

export async function renderApp(input: RenderInput): Promise<RenderedApp> {
  const messages = await loadMessages(input.locale);
  const chunk = await pageOf(input.path).preload();
  // wouter takes the query from after the path's first "?"; the server sends it encoded, so it holds no other.
  const ssrPath = input.search ? `${input.path}?${input.search}` : input.path;
  // Synchronous once the page's module is in: no boundary waits, so the
  // markup is whole and needs no inline script to reveal parts of it (a
  // streaming prerender would add them, and the CSP forbids them).
  const render = (data: PageData, asked?: ContentRequest[]) =>
    renderToString(
      <App locale={input.locale} messages={messages} ssrPath={ssrPath} pageData={data} onContentRequest={asked && ((request) => asked.push(request))} />,
    );
  const route = matchRoute(input.path)?.route;
  const islands = route !== undefined && ISLAND_PAGES.has(route.name);
  const asked: ContentRequest[] = [];
  const first = render(input.data, asked);
  const missing = asked.filter((request, i) => asked.findIndex((other) => contentDataKey(other) === contentDataKey(request)) === i);
  if (missing.length === 0) return { html: first, chunk, data: input.data, islands };
  // A page that shows an article (about, a legal text), a list (the blog, a help category) or the help topics renders again with them.
  const data = { ...input.data, ...(await input.lookup(missing)) };
  return { html: render(data), chunk, data, islands };
}
