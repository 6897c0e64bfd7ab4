/** GET main/api/v2/content/list2: a page of articles. Failures are silent: an empty page (spec section 8). */
import { API } from '../../../config/api-contract';
import { api, type Answer } from '../../../lib/api';
import type { ArticleListParams, ArticlePage } from '../types';
import { listQuery } from './content-queries';

export function emptyArticlePage(size = 0): ArticlePage {
  return { list: [], pagination: { size, page: 0, totalCount: 0, totalPageCount: 0 } };
}

/** `fallback`: what a failed call answers (the page the server rendered, else an empty page). */
export function listArticles(params: ArticleListParams, signal?: AbortSignal, fallback?: ArticlePage): Promise<Answer<ArticlePage>> {
  return api.read(API.contentList, { query: listQuery(params), fallback: fallback ?? emptyArticlePage(params.size), signal });
}
