import { useParams } from 'wouter';
import { RoutePage } from '../../components/page/RoutePage';
import { ArticleBody } from '../../features/content/components/ArticleBody';
import { ArticleMeta } from '../../features/content/components/ArticleMeta';
import { ContentLoading, ContentMissing } from '../../features/content/components/ContentStatus';
import { LanguageNote } from '../../features/content/components/LanguageNote';
import { RelatedPosts } from '../../features/content/components/RelatedPosts';
import { ShareLinks } from '../../features/content/components/ShareLinks';
import { TagLinks } from '../../features/content/components/TagLinks';
import { blogPostPath } from '../../features/content/content-paths';
import { contentLanguage } from '../../features/content/content-language';
import { useBlogPost } from '../../features/content/use-blog-post';
import { useIntl } from '../../lib/intl';
import { usePageTitle } from '../../components/page/use-page-title';

/** The page's own address for sharing; on the server (no window) the path alone. */
function pageUrl(path: string): string {
  return typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;
}

/** /blog/post/:id (id is the post's url): the post with its byline, tags, share links and related posts. */
export function BlogPostPage() {
  const intl = useIntl();
  const { id = '' } = useParams<{ id: string }>();
  const state = useBlogPost(id);
  usePageTitle(state.status === 'ready' ? state.post.title : undefined);
  return (
    <RoutePage name="blogPost">
      {state.status === 'loading' && <ContentLoading />}
      {state.status === 'missing' && <ContentMissing />}
      {state.status === 'ready' && (
        <>
          <article className="blog-post">
            <ArticleMeta article={state.post} />
            <TagLinks tags={state.post.tags} />
            <LanguageNote article={state.post} requestedLang={contentLanguage('blog', intl.locale)} />
            <ArticleBody html={state.post.text} />
          </article>
          <ShareLinks url={pageUrl(blogPostPath(state.post))} title={state.post.title} />
          <RelatedPosts posts={state.related} />
        </>
      )}
    </RoutePage>
  );
}
