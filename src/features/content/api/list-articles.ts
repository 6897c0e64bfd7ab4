/** GET main/api/v2/content/list2: a page of articles. Failures are silent: an empty page (spec section 8). */
import { api } from '../../../lib/api';
import type { ArticleListParams, ArticlePage } from '../types';

/** Lists change with a deploy only; a short cache spares repeat visits and the autocomplete. */
export const CONTENT_CACHE_SECONDS = 60;

export function emptyArticlePage(size = 0): ArticlePage {
  return { list: [], pagination: { size, page: 0, totalCount: 0, totalPageCount: 0 } };
}

export function listArticles(params: ArticleListParams, signal?: AbortSignal): Promise<ArticlePage> {
  const query: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query[key] = value as string | number;
  }
  return api.get<ArticlePage>('main/api/v2/content/list2', {
    query,
    cache: CONTENT_CACHE_SECONDS,
    fallback: emptyArticlePage(params.size),
    signal,
  });
}
