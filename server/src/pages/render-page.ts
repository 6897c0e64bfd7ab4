/**
 * The app's HTML for one page request, in the reader's language
 * (docs/rendering.md): the route from the shared route table, the language
 * from `?lang`, the locale cookie or Accept-Language (as the app decides), the
 * texts from the app's catalogues (src/locales/), an article from the content
 * index, and the page itself rendered by the app's server bundle
 * (server-app.ts) with the data it was rendered with. Rendered pages are kept
 * (PAGE_RENDER_CACHE entries, by language and path) with their compressed
 * copies, and dropped when the content reloads, a page with the fee structure
 * or the service status also when the API's copy of it would be (not-found pages and search pages
 * are rendered each time: their paths and queries are whatever a client sends).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { createIntl, createIntlCache, type IntlCache } from '@formatjs/intl';
import { DEFAULT_LOCALE, EXTRA_LOCALES, SUPPORTED_LOCALES } from '../../../src/config/limits.js';
import { API } from '../../../src/config/api-contract.js';
import { detectLocale, preferredLanguage } from '../../../src/config/locale-choice.js';
import { cookiesAccepted } from '../../../src/config/cookie-consent.js';
import {
  articleDataKey,
  contentDataKey,
  COOKIES_ACCEPTED_DATA_KEY,
  FEE_INFO_DATA_KEY,
  headingDataKey,
  STATUS_SUMMARY_DATA_KEY,
  DOWNLOAD_FILES_DATA_KEY,
  pageDataHtml,
  type ArticleListRequest,
  type ContentRequest,
  type PageData,
} from '../../../src/config/page-data.js';
import type { MessageFormatter } from '../../../src/config/page-text.js';
import type { Article } from '../../../src/config/api/content.js';
import { matchRoute } from '../../../src/config/paths.js';
import { etagOf, type StaticFile } from '../lib/static-file-store.js';
import { articleKeyOf } from '../plugins/page-status.js';
import { PAGE_APP_RENDERS, PAGE_COMPRESSION, PAGE_RENDER_CACHE } from '../server-limits.js';
import { inlineStylesheets, type Stylesheets } from './inline-styles.js';
import { describePage, renderShell, type RenderedPage } from './page-document.js';
import { appRenderQuery, asksRenderedQuery } from './page-query.js';
import type { ServerApp } from './server-app.js';

type Catalogue = Record<string, string>;

/** What the renderer asks of the content index. */
export interface PageContent {
  /** The article as the content API answers it (the app is rendered with it; the page reads its title and text). */
  article(key: { lang: string; category: string; sub?: string; url: string }): Pick<Article, 'title' | 'text'> | undefined;
  /** A page of a list as list2 answers it. */
  list(query: ArticleListRequest): unknown;
  /** The help centre's categories as supportdesk/api/v1/categories answers them (`categories`). */
  supportCategories(): Promise<unknown>;
  /** The fee structure as main/api/v2/public/service/fee/info answers it, undefined when there is none. */
  feeInfo(): Promise<unknown>;
  /** The service status as api/v2/status/summary answers it, undefined when the status tables cannot be read. */
  statusSummary(): Promise<unknown>;
  /** The API reference's operations (src/config/api-reference.ts), from the served OpenAPI document. */
  apiReference(): unknown;
  /** One operation of the API reference, undefined when there is none of that name. */
  apiOperation(name: string): unknown;
  /** The websocket reference (src/config/websocket-reference.ts), from the served AsyncAPI document. */
  websocketReference(): unknown;
  /** The API changelog as api/v2/changelog answers it. */
  apiChangelog(): unknown;
  /** The download centre's files (api/v2/downloads' list). */
  downloadFiles(): Promise<unknown>;
}

export interface PageRequest {
  url: string;
  headers: { cookie?: string; 'accept-language'?: string };
}

export interface PageRenderer {
  /** The shell with this page written in; `status` 404 marks it not indexable. */
  render(request: PageRequest, pathname: string, status: number, shell: StaticFile): Promise<StaticFile>;
  /** Forget rendered pages (the content changed). */
  clear(): void;
}

/** Every catalogue of the spec's locales found in `dir`, the default first. */
export function loadCatalogues(dir: string): Map<string, Catalogue> {
  const present = new Set(
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -5)),
  );
  const catalogues = new Map<string, Catalogue>();
  for (const locale of [DEFAULT_LOCALE, ...SUPPORTED_LOCALES, ...EXTRA_LOCALES]) {
    if (catalogues.has(locale) || !present.has(locale)) continue;
    catalogues.set(locale, JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Catalogue);
  }
  return catalogues;
}

/**
 * createIntl as the server uses it: the web app's typecheck (which sees this
 * file too) narrows message ids to its English catalogue's; here ids are strings.
 */
interface PlainIntl {
  formatMessage(descriptor: { id: string }, values?: Readonly<Record<string, string>>): string;
}
const createPlainIntl = createIntl as unknown as (config: { locale: string; messages: Catalogue; onError: () => void }, cache: IntlCache) => PlainIntl;

function formatterOf(intl: PlainIntl, messages: Catalogue): MessageFormatter {
  return {
    has: (id) => messages[id] !== undefined,
    format: (id, values) => intl.formatMessage({ id }, values),
  };
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzipCompress = promisify(zlib.gzip);

/** The page with its compressed copies: for a kept page at the best quality, off the event loop (PAGE_COMPRESSION). */
async function fileOf(shell: StaticFile, html: string, inlineStyleHashes: readonly string[], kept: boolean): Promise<StaticFile> {
  const body = Buffer.from(html, 'utf8');
  const brotliOptions = (quality: number) => ({
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  const [br, gzip] = kept
    ? await Promise.all([
        brotliCompress(body, brotliOptions(PAGE_COMPRESSION.keptBrotliQuality)),
        gzipCompress(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ])
    : [zlib.brotliCompressSync(body, brotliOptions(PAGE_COMPRESSION.onceBrotliQuality)), zlib.gzipSync(body)];
  return {
    urlPath: shell.urlPath,
    contentType: shell.contentType,
    cacheControl: shell.cacheControl,
    variants: {
      identity: { body, etag: etagOf(body, 'identity') },
      br: { body: br, etag: etagOf(body, 'br') },
      gzip: { body: gzip, etag: etagOf(body, 'gzip') },
    },
    ...(inlineStyleHashes.length > 0 ? { inlineStyleHashes } : {}),
  };
}

/**
 * How long a page rendered with `data` may be kept: data that is not content
 * (which changes only with a reload) no longer than the API keeps its answer.
 */
function keptForMs(data: PageData): number {
  if (Object.hasOwn(data, STATUS_SUMMARY_DATA_KEY)) return API.statusSummary.cacheTtlSeconds! * 1000;
  if (Object.hasOwn(data, DOWNLOAD_FILES_DATA_KEY)) return API.downloadFiles.cacheTtlSeconds! * 1000;
  return Object.hasOwn(data, FEE_INFO_DATA_KEY) ? API.feeInfo.cacheTtlSeconds! * 1000 : Infinity;
}

export interface PageRendererOptions {
  localesDir: string;
  publicUrl: string;
  content: PageContent;
  /** The app's server bundle; without it pages carry a <noscript> body instead of the app's markup. */
  app?: ServerApp;
  /** The build's stylesheets, written into each page instead of linked (inline-styles.ts); none: linked. */
  stylesheets?: Stylesheets;
  /** Told when the app fails to render a page (the page is then served without its markup). */
  onRenderError?: (error: unknown, pathname: string) => void;
  /** Pages the app may render a second (PAGE_APP_RENDERS); past it a page goes without its markup and is not kept. */
  appRendersPerSecond?: number;
  now?: () => number;
}

const NO_STYLESHEETS: Stylesheets = new Map();

/** At most `perSecond` takes in any one-second window. */
function renderBudget(perSecond: number, now: () => number): () => boolean {
  let windowStart = -Infinity;
  let used = 0;
  return () => {
    const t = now();
    if (t - windowStart >= 1000) {
      windowStart = t;
      used = 0;
    }
    if (used >= perSecond) return false;
    used += 1;
    return true;
  };
}

export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const catalogues = loadCatalogues(options.localesDir);
  const locales = [...catalogues.keys()];
  const cache = createIntlCache();
  const english = catalogues.get(DEFAULT_LOCALE) ?? {};
  const formatters = new Map(
    [...catalogues].map(([locale, own]) => {
      // A missing id falls back to English (src/locales/locales.test.ts keeps every id everywhere).
      const messages = { ...english, ...own };
      return [locale, formatterOf(createPlainIntl({ locale, messages, onError: () => undefined }, cache), messages)] as const;
    }),
  );
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  const mayRender = renderBudget(options.appRendersPerSecond ?? PAGE_APP_RENDERS.perSecond, now);
  const rendered = new Map<string, { file: StaticFile; until: number }>();

  return {
    async render(request, pathname, status, shell) {
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const lang = detectLocale(
        { search, cookie: request.headers.cookie ?? '', browserLanguage: preferredLanguage(request.headers['accept-language']) },
        locales,
      );
      const match = status === 200 ? matchRoute(pathname) : undefined;
      const appQuery = options.app === undefined ? undefined : appRenderQuery(status, match?.route, search);
      const withApp = appQuery !== undefined;
      // A search's results are not for search engines (nor kept: every query is its own URL).
      const searched = asksRenderedQuery(match?.route, search);
      // The app draws the cookie notice for a visitor who has not accepted it: one kept page for each.
      const accepted = cookiesAccepted(request.headers.cookie ?? '');
      const key = `${status} ${lang} ${pathname} ${withApp ? `app ${accepted ? 'accepted' : 'notice'}` : 'shell'}${searched ? ' searched' : ''} ${shell.variants.identity.etag}`;
      const found = withApp && appQuery !== '' ? undefined : rendered.get(key);
      if (found && found.until > now()) return found.file;

      const articleKey = match && articleKeyOf(match);
      const article = articleKey && options.content.article({ ...articleKey, lang });
      const data: PageData = article && articleKey ? { [articleDataKey(articleKey)]: article, [headingDataKey(pathname)]: article.title } : {};
      const doc = describePage({
        routeName: match?.route.name,
        params: match?.params ?? {},
        pathname,
        lang,
        locales,
        messages: formatters.get(lang) ?? formatters.get(DEFAULT_LOCALE)!,
        publicUrl,
        ...(article ? { article: { title: article.title, html: article.text } } : {}),
        indexable: status === 200 && match !== undefined && match.route.kind !== 'account' && !searched,
      });
      const app =
        withApp && mayRender()
          ? await renderApp(options, { path: pathname, search: appQuery, locale: lang }, { ...data, [COOKIES_ACCEPTED_DATA_KEY]: accepted })
          : undefined;
      const pageData = app?.data ?? data;
      const dataHtml = Object.keys(pageData).length > 0 ? pageDataHtml(pageData) : '';
      const page = renderShell(shell.variants.identity.body.toString('utf8'), doc, app, dataHtml);
      const styled = inlineStylesheets(page, options.stylesheets ?? NO_STYLESHEETS);
      // A page the app was to render and did not (over budget, or it failed) is rendered again next time; so is a search page.
      const kept = status === 200 && !(withApp && !app) && !(withApp && appQuery !== '');
      const file = await fileOf(shell, styled.html, styled.hashSources, kept);
      if (!kept) return file;
      rendered.delete(key);
      if (rendered.size >= PAGE_RENDER_CACHE.maxEntries) rendered.delete(rendered.keys().next().value!);
      rendered.set(key, { file, until: now() + keptForMs(pageData) });
      return file;
    },
    clear() {
      rendered.clear();
    },
  };
}

async function renderApp(
  options: PageRendererOptions,
  { path, search, locale }: { path: string; search: string; locale: string },
  data: PageData,
): Promise<(RenderedPage & { data: PageData }) | undefined> {
  const answer = async (request: ContentRequest): Promise<unknown> => {
    if ('article' in request) return options.content.article(request.article);
    if ('list' in request) return options.content.list(request.list);
    if ('feeInfo' in request) return options.content.feeInfo();
    if ('statusSummary' in request) return options.content.statusSummary();
    if ('apiReference' in request) return options.content.apiReference();
    if ('apiOperation' in request) return options.content.apiOperation(request.apiOperation);
    if ('websocketReference' in request) return options.content.websocketReference();
    if ('apiChangelog' in request) return options.content.apiChangelog();
    if ('downloadFiles' in request) return options.content.downloadFiles();
    return options.content.supportCategories();
  };
  const lookup = async (requests: readonly ContentRequest[]): Promise<PageData> =>
    Object.fromEntries(await Promise.all(requests.map(async (request) => [contentDataKey(request), (await answer(request)) ?? null] as const)));
  try {
    const rendered = await options.app!.render({ path, search, locale, data, lookup });
    const assets = options.app!.assets(rendered.chunk);
    const islands = rendered.islands && options.app!.islandsScripts.length > 0 ? options.app!.islandsScripts : undefined;
    return { html: rendered.html, data: rendered.data, ...assets, ...(islands ? { islandsScripts: islands } : {}) };
  } catch (error) {
    options.onRenderError?.(error, path);
    return undefined;
  }
}
