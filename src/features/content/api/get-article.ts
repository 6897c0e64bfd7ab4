/**
 * GET main/api/v2/content/article2: one article. Silent on failure (spec
 * section 8: no notice), but a page needs to tell "no such article" (404)
 * from "could not load", so a missing article resolves to null and any other
 * failure rejects.
 */
import { API } from '../../../config/api-contract';
import { isLocaleCode } from '../../../config/limits';
import { api, isApiError, type Answer } from '../../../lib/api';
import type { Article, ArticleKey } from '../types';
import { articleQuery } from './content-queries';

export async function getArticle(key: ArticleKey, signal?: AbortSignal): Promise<Answer<Article | null>> {
  // The server refuses a language it has no catalogue for (400): no such article, as below.
  if (key.lang !== undefined && !isLocaleCode(key.lang)) return { data: null, asOf: Date.now() };
  try {
    return await api.read(API.contentArticle, { query: articleQuery({ ...key, lang: key.lang }), signal });
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return { data: null, asOf: Date.now() };
    throw error;
  }
}
