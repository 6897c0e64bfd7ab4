/** "Related posts" under a post: same tag or sub-category (lib/related-posts). */
import { FormattedMessage } from '../../../lib/intl';
import { blogPostPath } from '../content-paths';
import type { ArticleSummary } from '../types';
import { ArticleList } from './ArticleList';
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
