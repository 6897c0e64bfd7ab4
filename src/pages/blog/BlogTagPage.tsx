import { useParams } from 'wouter';
import { RoutePage } from '../../components/page/RoutePage';
import { buildPath } from '../../config/paths';
import { ArticleList } from '../../features/content/components/ArticleList';
import { blogPostPath } from '../../features/content/content-paths';
import { articlePageOf, useArticleList } from '../../features/content/use-article-list';
import { FormattedMessage } from '../../lib/intl';
import { BlogPostList } from './BlogPostList';
import '../../features/content/components/article-list.css';
import '../../features/content/components/content.css';

/** Posts from other topics shown under a tag's own posts, so a small tag still leads somewhere. */
const OTHER_POSTS_COUNT = 5;

function OtherPosts({ tag }: { tag: string }) {
  const page = articlePageOf(useArticleList({ category: 'blog', tagsExclude: tag, size: OTHER_POSTS_COUNT, orderCol: 'date', orderDirection: 'DESC' }));
  if (page.list.length === 0) return null;
  return (
    <section className="content-section" aria-labelledby="blog-other-posts">
      <h2 id="blog-other-posts">
        <FormattedMessage id="content.blog.otherTopics" />
      </h2>
      <ArticleList articles={page.list} hrefFor={blogPostPath} headingLevel={3} />
    </section>
  );
}

/** /blog/tag/:tag (BlogTag): the posts with one tag, then the newest from other topics; only the configured tags route here. */
export function BlogTagPage() {
  const { tag = '' } = useParams<{ tag: string }>();
  return (
    <RoutePage name="BlogTag">
      <BlogPostList key={tag} basePath={buildPath('BlogTag', { tag })} tag={tag} />
      <OtherPosts tag={tag} />
    </RoutePage>
  );
}
