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

/** Posts from other categories shown under a category's own, so a small category still leads somewhere. */
const OTHER_POSTS_COUNT = 5;
/** The newest posts asked for, from which those of the category itself are left out. */
const OTHER_POSTS_ASKED = 12;

function OtherPosts({ sub }: { sub: string }) {
  const page = articlePageOf(useArticleList({ category: 'blog', size: OTHER_POSTS_ASKED, orderCol: 'date', orderDirection: 'DESC' }));
  const others = page.list.filter((post) => post.sub !== sub).slice(0, OTHER_POSTS_COUNT);
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

/** /blog/category/:subCategory (BlogCategory): the posts of one sub-category (list2's `sub`), newest first, then the newest of the others; only the spec's sub-categories route here. */
export function BlogCategoryPage() {
  const { subCategory = '' } = useParams<{ subCategory: string }>();
  return (
    <RoutePage name="BlogCategory">
      <BlogPostList key={subCategory} basePath={buildPath('BlogCategory', { subCategory })} sub={subCategory} />
      <OtherPosts sub={subCategory} />
    </RoutePage>
  );
}
