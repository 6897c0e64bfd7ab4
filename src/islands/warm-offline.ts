/**
 * A page rendered as islands reads its articles from the page, not the API,
 * so the service worker has not seen them. Once it controls the page (on the
 * first visit it claims the page as it installs), the articles and lists the
 * page was rendered with are asked for again through the API client, as the
 * app's hooks ask for them: the worker keeps the answers, and the page reads
 * offline after this one visit (docs/pwa.md).
 */
import { SUPPORT_CATEGORIES_DATA_KEY, type ArticleListRequest, type PageData } from '../config/page-data';

/** The requests behind the page data's keys (src/config/page-data.ts); the API client comes only when they run. */
export function warmRequests(data: PageData, locale: string): (() => Promise<unknown>)[] {
  const getArticle = async (...args: Parameters<typeof import('../features/content/api/get-article').getArticle>) => (await import('../features/content/api/get-article')).getArticle(...args);
  const listArticles = async (...args: Parameters<typeof import('../features/content/api/list-articles').listArticles>) => (await import('../features/content/api/list-articles')).listArticles(...args);
  const loadSupportCategories = async () => (await import('../features/support/state')).loadSupportCategories();
  const contentLanguage = async (category: string) => (await import('../features/content/content-language')).contentLanguage(category, locale);
  const requests: (() => Promise<unknown>)[] = [];
  for (const key of Object.keys(data)) {
    const article = /^article (\S+) (\S*) (\S+)$/.exec(key);
    if (article) {
      const [, category = '', sub = '', url = ''] = article;
      requests.push(async () => getArticle({ category, sub: sub || undefined, url, lang: await contentLanguage(category) }));
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
