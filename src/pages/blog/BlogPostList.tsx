/**
 * The blog's list of posts (the blog page and its tag pages): a search box
 * (full text, `?q=`), the posts of the page (`?page=N`) newest first, and the
 * pager with 2 pages around the current one.
 */
import { Pagination } from '../../components/ui/Pagination';
import { ArticleList } from '../../features/content/components/ArticleList';
import { ContentLoading } from '../../features/content/components/ContentStatus';
import { TagLinks } from '../../features/content/components/TagLinks';
import { blogPostPath, isSearchable } from '../../features/content/content-paths';
import { BLOG_PAGE_SIZE } from '../../features/content/content-limits';
import { pageFromQuery, toQueryString, useQueryParams } from '../../features/content/lib/use-query-params';
import { articlePageOf, useArticleList } from '../../features/content/use-article-list';
import { FormattedMessage, useIntl } from '../../lib/intl';
import '../../features/content/components/article-list.css';
import { Island } from '../../components/island/Island';
import { BlogSearchBox } from './BlogSearchBox';

/** `tag` or `sub` (a sub-category) narrows the list; neither: the whole blog. */
export function BlogPostList({ basePath, tag, sub }: { basePath: string; tag?: string; sub?: string }) {
  const intl = useIntl();
  const query = useQueryParams();
  const page = pageFromQuery(query);
  const search = (query.get('q') ?? '').trim();
  const searching = isSearchable(search);
  const list = useArticleList({
    category: 'blog',
    tags: tag,
    sub,
    size: BLOG_PAGE_SIZE,
    page: page - 1,
    orderCol: 'date',
    orderDirection: 'DESC',
    search: searching ? search : undefined,
  });
  const result = articlePageOf(list);
  const hrefFor = (target: number) => `${basePath}${toQueryString({ q: searching ? search : undefined, page: target > 1 ? target : undefined })}`;

  return (
    <section aria-labelledby="blog-posts-heading">
      <Island name="blogSearch" hydrate="interaction" component={BlogSearchBox} props={{ basePath, search }} />
      <h2 id="blog-posts-heading" className="visually-hidden">
        {searching ? <FormattedMessage id="content.blog.results" values={{ query: search }} /> : <FormattedMessage id="content.blog.posts" />}
      </h2>
      {searching && list.status === 'ready' && (
        <p role="status">
          <FormattedMessage id="content.blog.resultCount" values={{ count: result.pagination.totalCount, query: search }} />
        </p>
      )}
      {list.status === 'loading' && result.list.length === 0 ? (
        <ContentLoading />
      ) : result.list.length === 0 ? (
        <p>
          <FormattedMessage id="content.blog.empty" />
        </p>
      ) : (
        <ArticleList articles={result.list} hrefFor={blogPostPath} headingLevel={3} extra={(post) => <TagLinks tags={post.tags} />} />
      )}
      <Pagination page={page} pageCount={result.pagination.totalPageCount} hrefFor={hrefFor} label={intl.formatMessage({ id: 'content.blog.pagination' })} />
    </section>
  );
}
