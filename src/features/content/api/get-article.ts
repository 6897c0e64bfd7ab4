/**
 * GET main/api/v2/content/article2: one article. Silent on failure (spec
 * section 8: no notice), but a page needs to tell "no such article" (404)
 * from "could not load", so a missing article resolves to null and any other
 * failure rejects.
 */
import { API } from '../../../config/api-contract';
import { api, isApiError, type Answer } from '../../../lib/api';
import type { Article, ArticleKey } from '../types';

export async function getArticle(key: ArticleKey, signal?: AbortSignal): Promise<Answer<Article | null>> {
  try {
    return await api.read<Article>(API.contentArticle, {
      // Without sub the server finds the article by category and url (a blog post's route has no sub).
      query: { category: key.category, ...(key.sub === undefined ? {} : { sub: key.sub }), url: key.url, lang: key.lang ?? 'en' },
      signal,
    });
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return { data: null, asOf: Date.now() };
    throw error;
  }
}
