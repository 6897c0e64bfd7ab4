/**
 * A blog post by its url and the posts related to it; ready with `null` when
 * there is no such post. The post route carries only the url: article2
 * without a sub finds it by category and url, so the page fetches the one
 * post. Related posts are picked from the summaries (no bodies) of the newest
 * posts, one cached call shared by every post page.
 */
import { LOADING, ready, type Remote } from '../../lib/remote';
import { ALL_POSTS_PAGE_SIZE } from './content-limits';
import { relatedPosts } from './lib/related-posts';
import type { Article, ArticleSummary } from './types';
import { articlePageOf, useArticleList } from './use-article-list';
import { useArticle } from './use-article';

export interface BlogPost {
  post: Article;
  related: ArticleSummary[];
}

export function useBlogPost(url: string): Remote<BlogPost | null> {
  const state = useArticle({ category: 'blog', url });
  // Every post's summary, to pick from: too long to carry in each post's page, so the related posts come after hydration.
  const list = useArticleList({ category: 'blog', size: ALL_POSTS_PAGE_SIZE, orderCol: 'date', orderDirection: 'DESC' }, true, { onServer: false });
  if (state.status === 'error') return { status: 'error', error: state.error };
  if (state.status !== 'ready') return LOADING;
  const post = state.data;
  return ready(post ? { post, related: relatedPosts(post, articlePageOf(list).list) } : null, state.asOf);
}
