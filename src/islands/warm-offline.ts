/**
 * A page rendered as islands reads its articles from the page, not the API,
 * so the service worker has not seen them. Once it controls the page (on the
 * first visit it claims the page as it installs), the page names the API
 * answers it was rendered with, as the app's calls will ask for them, and the
 * worker fetches and keeps them (sw/api-cache/warm-public-api.ts): the page
 * reads offline after this one visit (docs/pwa.md). No API client here.
 */
import { API, routePattern } from '../config/api-contract';
import {
  API_CHANGELOG_DATA_KEY,
  API_REFERENCE_DATA_KEY,
  apiOperationDataKey,
  SUPPORT_CATEGORIES_DATA_KEY,
  WEBSOCKET_REFERENCE_DATA_KEY,
  type ArticleListRequest,
  type PageData,
} from '../config/page-data';
import { WARM_PUBLIC_API_MESSAGE } from '../config/public-api-cache';
import { articleQuery, listQuery } from '../features/content/api/content-queries';
import { contentLanguage } from '../features/content/content-language';
import { isLocaleCode } from '../config/limits';
import { buildQuery } from '../lib/api/paths';

const withQuery = (path: string, query: Record<string, string | number>): string => {
  const search = buildQuery(query);
  return search ? `${path}?${search}` : path;
};

/** The API URLs behind the page data's keys (src/config/page-data.ts), as the app's calls send them. */
export function warmUrls(data: PageData, locale: string): string[] {
  const urls: string[] = [];
  for (const key of Object.keys(data)) {
    const article = /^article (\S+) (\S*) (\S+)$/.exec(key);
    if (article) {
      const [, category = '', sub = '', url = ''] = article;
      const lang = contentLanguage(category, locale);
      if (isLocaleCode(lang)) urls.push(withQuery(routePattern(API.contentArticle), articleQuery({ category, sub: sub || undefined, url, lang })));
    } else if (key.startsWith('list ')) {
      const entries = JSON.parse(key.slice('list '.length)) as [string, unknown][];
      urls.push(withQuery(routePattern(API.contentList), listQuery(Object.fromEntries(entries) as ArticleListRequest)));
    } else if (key === SUPPORT_CATEGORIES_DATA_KEY) {
      urls.push(routePattern(API.supportCategories));
    } else if (key === API_REFERENCE_DATA_KEY || key.startsWith(apiOperationDataKey(''))) {
      // The API reference is read from the OpenAPI document, whole (src/config/api-reference.ts).
      if (!urls.includes(routePattern(API.openApi))) urls.push(routePattern(API.openApi));
    } else if (key === WEBSOCKET_REFERENCE_DATA_KEY) {
      urls.push(routePattern(API.asyncApi));
    } else if (key === API_CHANGELOG_DATA_KEY) {
      urls.push(routePattern(API.apiChangelog));
    }
  }
  return urls;
}

/** Names the page's data to the service worker once it controls the page. */
export function warmOfflineCopies(data: PageData, locale: string): void {
  const container = typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  if (!container) return;
  const send = (): void => container.controller?.postMessage({ type: WARM_PUBLIC_API_MESSAGE, urls: warmUrls(data, locale) });
  if (container.controller) send();
  else container.addEventListener('controllerchange', send, { once: true });
}
