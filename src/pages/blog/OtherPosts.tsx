import { ArticleList } from '../../features/content/components/ArticleList';
import { blogPostPath } from '../../features/content/content-paths';
import type { ArticleSummary } from '../../features/content/types';
import { articlePageOf, useArticleList } from '../../features/content/use-article-list';
import { FormattedMessage } from '../../lib/intl';
import '../../features/content/components/article-list.css';
import '../../features/content/components/content.css';

/** Posts from other topics shown under a tag's or a category's own, so a small one still leads somewhere. */
const OTHER_POSTS_COUNT = 5;
/** Asked for when the list itself cannot leave the page's posts out, so enough remain after. */
const OTHER_POSTS_ASKED = 12;

/**
 * The newest posts that are not the page's: without the tag (`tagsExclude`,
 * which list2 leaves out itself) or without the category (left out here:
 * list2 has no way to exclude a sub-category).
 */
export function OtherPosts({ tag, sub }: { tag?: string; sub?: string }) {
  const page = articlePageOf(
    useArticleList({
      category: 'blog',
      tagsExclude: tag,
      size: sub ? OTHER_POSTS_ASKED : OTHER_POSTS_COUNT,
      orderCol: 'date',
      orderDirection: 'DESC',
    }),
  );
  const others = page.list.filter((post: ArticleSummary) => !sub || post.sub !== sub).slice(0, OTHER_POSTS_COUNT);
  if (others.length === 0) return null;
  return (
    <section className="content-section" aria-labelledby="blog-other-posts">
      <h2 id="blog-other-posts">
        <FormattedMessage id="content.blog.otherTopics" />
      </h2>
      <ArticleList articles={others} hrefFor={blogPostPath} headingLevel={3} />
    </section>
  );
}
