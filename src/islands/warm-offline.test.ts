// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { articleDataKey, listDataKey, SUPPORT_CATEGORIES_DATA_KEY } from '../config/page-data';
import { getArticle } from '../features/content/api/get-article';
import { listArticles } from '../features/content/api/list-articles';
import { warmUrls } from './warm-offline';

/** The path and query the app's call sends (what the service worker keeps its answer under). */
async function sentBy(call: () => Promise<unknown>): Promise<string> {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    urls.push(`${url.pathname}${url.search}`);
    return new Response('{"list":[],"pagination":{"size":0,"page":0,"totalCount":0,"totalPageCount":0}}', {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  await call().catch(() => undefined);
  return urls[0] ?? '';
}

afterEach(() => vi.unstubAllGlobals());

describe("the page's data named to the service worker", () => {
  it('names an article, a list and the help topics exactly as the app asks for them', async () => {
    const list = { category: 'blog', size: 100, orderCol: 'date', orderDirection: 'DESC', lang: 'de' } as const;
    const data = {
      [articleDataKey({ category: 'blog', url: 'amsterdam-hashing' })]: {},
      [articleDataKey({ category: 'legal', url: 'privacy' })]: {},
      [articleDataKey({ category: 'help', sub: 'getting-started', url: 'what-is-hashvale' })]: {},
      [listDataKey(list)]: {},
      [SUPPORT_CATEGORIES_DATA_KEY]: [],
    };
    const urls = warmUrls(data, 'de');
    expect(urls).toEqual([
      await sentBy(() => getArticle({ category: 'blog', url: 'amsterdam-hashing', lang: 'de' })),
      // Legal texts are read in English whatever the page's language.
      await sentBy(() => getArticle({ category: 'legal', url: 'privacy', lang: 'en' })),
      await sentBy(() => getArticle({ category: 'help', sub: 'getting-started', url: 'what-is-hashvale', lang: 'de' })),
      // The caller's order of parameters does not change the URL.
      await sentBy(() => listArticles({ lang: 'de', orderDirection: 'DESC', size: 100, category: 'blog', orderCol: 'date' })),
      '/supportdesk/api/v1/categories',
    ]);
    expect(urls[0]).toBe('/main/api/v2/content/article2?category=blog&url=amsterdam-hashing&lang=de');
  });
});
