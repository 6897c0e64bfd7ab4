/**
 * A blog post by its url and the posts related to it. The post route carries
 * only the url, while article2 needs the sub-category too, so the post is
 * found in the list of all posts (one cached call that also gives the
 * related posts).
 */
import { ALL_POSTS_PAGE_SIZE } from './content-limits';
import { relatedPosts } from './lib/related-posts';
import type { Article } from './types';
import { useArticleList } from './use-article-list';

export type BlogPostState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'ready'; post: Article; related: Article[] };

export function useBlogPost(url: string): BlogPostState {
  const { status, page } = useArticleList({ category: 'blog', size: ALL_POSTS_PAGE_SIZE, orderCol: 'date', orderDirection: 'DESC' });
  if (status === 'loading') return { status: 'loading' };
  const post = page.list.find((p) => p.url === url);
  if (!post) return { status: 'missing' };
  return { status: 'ready', post, related: relatedPosts(post, page.list) };
}
