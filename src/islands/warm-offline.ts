/**
 * A page rendered as islands reads its articles from the page, not the API,
 * so the service worker has not seen them. Once it controls the page (on the
 * first visit it claims the page as it installs), the articles and lists the
 * page was rendered with are asked for again through the API client, as the
 * app's hooks ask for them: the worker keeps the answers, and the page reads
 * offline after this one visit (docs/pwa.md).
 */
import { SUPPORT_CATEGORIES_DATA_KEY, type ArticleListRequest, type PageData } from '../config/page-data';
import { getArticle } from '../features/content/api/get-article';
import { listArticles } from '../features/content/api/list-articles';
import { contentLanguage } from '../features/content/content-language';
import { loadSupportCategories } from '../features/support/state';

/** The requests behind the page data's keys (src/config/page-data.ts). */
export function warmRequests(data: PageData, locale: string): (() => Promise<unknown>)[] {
  const requests: (() => Promise<unknown>)[] = [];
  for (const key of Object.keys(data)) {
    const article = /^article (\S+) (\S*) (\S+)$/.exec(key);
    if (article) {
      const [, category = '', sub = '', url = ''] = article;
      requests.push(() => getArticle({ category, sub: sub || undefined, url, lang: contentLanguage(category, locale) }));
    } else if (key.startsWith('list ')) {
      const entries = JSON.parse(key.slice('list '.length)) as [string, unknown][];
      const request = Object.fromEntries(entries) as ArticleListRequest;
      requests.push(() => listArticles(request));
    } else if (key === SUPPORT_CATEGORIES_DATA_KEY) {
      requests.push(() => loadSupportCategories());
    }
  }
  return requests;
}

/** Asks again for the page's data once a service worker controls the page. */
export function warmOfflineCopies(data: PageData, locale: string): void {
  const container = typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  if (!container) return;
  const run = (): void => {
    for (const request of warmRequests(data, locale)) void request().catch(() => undefined);
  };
  if (container.controller) run();
  else container.addEventListener('controllerchange', run, { once: true });
}
