/** "Related posts" under a post: same tag or sub-category (lib/related-posts). */
import { FormattedMessage } from '../../../lib/intl';
import { blogPostPath } from '../content-paths';
import type { ArticleSummary } from '../types';
import { ArticleList } from './ArticleList';
import { useBlogPost } from '../use-blog-post';
import './content.css';

export function RelatedPosts({ posts }: { posts: readonly ArticleSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <section className="content-section related-posts" aria-labelledby="related-posts-heading" data-testid="related-posts">
      <h2 id="related-posts-heading" className="related-posts__title">
        <FormattedMessage id="content.blog.related" />
      </h2>
      <ArticleList articles={posts} hrefFor={blogPostPath} headingLevel={3} />
    </section>
  );
}

/**
 * The related posts of the post `id`, as an island (src/components/island/Island.tsx):
 * they are picked from every post's summary, which the page does not carry,
 * so they load once the island hydrates, when it comes near the screen.
 */
export function RelatedPostsIsland({ id }: { id: string }) {
  const state = useBlogPost(id);
  return <RelatedPosts posts={state.status === 'ready' ? (state.data?.related ?? []) : []} />;
}
