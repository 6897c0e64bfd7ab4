/**
 * GET main/api/v2/content/article2: one article. Silent on failure (spec
 * section 8: no notice), but a page needs to tell "no such article" (404)
 * from "could not load", so the result says which.
 */
import { api, isApiError } from '../../../lib/api';
import type { Article, ArticleKey } from '../types';
import { CONTENT_CACHE_SECONDS } from './list-articles';

export type ArticleResult = { status: 'ready'; article: Article } | { status: 'missing' } | { status: 'error' };

export async function getArticle(key: ArticleKey, signal?: AbortSignal): Promise<ArticleResult> {
  try {
    const article = await api.get<Article>('main/api/v2/content/article2', {
      query: { category: key.category, sub: key.sub ?? '', url: key.url, lang: key.lang ?? 'en' },
      cache: CONTENT_CACHE_SECONDS,
      signal,
    });
    return { status: 'ready', article };
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return { status: 'missing' };
    return { status: 'error' };
  }
}
