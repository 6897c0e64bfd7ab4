/**
 * The app's HTML for one page request, in the reader's language
 * (docs/rendering.md): the route from the shared route table, the language
 * from `?lang`, the locale cookie or Accept-Language (as the app decides), the
 * texts from the app's catalogues (src/locales/), an article from the content
 * index. Rendered pages are kept (PAGE_RENDER_CACHE entries, by language and
 * path) with their compressed copies, and dropped when the content reloads (not-found
 * pages are rendered each time: their paths are whatever a client sends).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createIntl, createIntlCache, type IntlCache } from '@formatjs/intl';
import { DEFAULT_LOCALE, EXTRA_LOCALES, SUPPORTED_LOCALES } from '../../../src/config/limits.js';
import { detectLocale, preferredLanguage } from '../../../src/config/locale-choice.js';
import type { MessageFormatter } from '../../../src/config/page-text.js';
import { matchRoute } from '../../../src/config/paths.js';
import { etagOf, type StaticFile } from '../lib/static-file-store.js';
import { articleKeyOf } from '../plugins/page-status.js';
import { PAGE_RENDER_CACHE } from '../server-limits.js';
import { describePage, renderShell } from './page-document.js';

type Catalogue = Record<string, string>;

/** What the renderer asks of the content index. */
export interface PageContent {
  article(key: { lang: string; category: string; sub?: string; url: string }): { title: string; text: string } | undefined;
}

export interface PageRequest {
  url: string;
  headers: { cookie?: string; 'accept-language'?: string };
}

export interface PageRenderer {
  /** The shell with this page written in; `status` 404 marks it not indexable. */
  render(request: PageRequest, pathname: string, status: number, shell: StaticFile): StaticFile;
  /** Forget rendered pages (the content changed). */
  clear(): void;
}

/** Every catalogue of the spec's locales found in `dir`, the default first. */
export function loadCatalogues(dir: string): Map<string, Catalogue> {
  const present = new Set(readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)));
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

function fileOf(shell: StaticFile, html: string): StaticFile {
  const body = Buffer.from(html, 'utf8');
  const br = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  const gzip = zlib.gzipSync(body);
  return {
    urlPath: shell.urlPath,
    contentType: shell.contentType,
    cacheControl: shell.cacheControl,
    variants: {
      identity: { body, etag: etagOf(body, 'identity') },
      br: { body: br, etag: etagOf(body, 'br') },
      gzip: { body: gzip, etag: etagOf(body, 'gzip') },
    },
  };
}

export function createPageRenderer(options: { localesDir: string; publicUrl: string; content: PageContent }): PageRenderer {
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
  const rendered = new Map<string, StaticFile>();

  return {
    render(request, pathname, status, shell) {
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const lang = detectLocale(
        { search, cookie: request.headers.cookie ?? '', browserLanguage: preferredLanguage(request.headers['accept-language']) },
        locales,
      );
      const key = `${status} ${lang} ${pathname} ${shell.variants.identity.etag}`;
      const kept = rendered.get(key);
      if (kept) return kept;

      const match = status === 200 ? matchRoute(pathname) : undefined;
      const articleKey = match && articleKeyOf(match);
      const article = articleKey && options.content.article({ ...articleKey, lang });
      const doc = describePage({
        routeName: match?.route.name,
        params: match?.params ?? {},
        pathname,
        lang,
        locales,
        messages: formatters.get(lang) ?? formatters.get(DEFAULT_LOCALE)!,
        publicUrl,
        ...(article ? { article: { title: article.title, html: article.text } } : {}),
        indexable: status === 200 && match !== undefined && match.route.kind !== 'account',
      });
      const file = fileOf(shell, renderShell(shell.variants.identity.body.toString('utf8'), doc));
      if (status !== 200) return file;
      if (rendered.size >= PAGE_RENDER_CACHE.maxEntries) rendered.delete(rendered.keys().next().value!);
      rendered.set(key, file);
      return file;
    },
    clear() {
      rendered.clear();
    },
  };
}
