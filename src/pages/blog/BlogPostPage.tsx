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
import { useHydrated } from '../../lib/use-hydrated';

/** The page's own address for sharing; the path alone until hydrated (the server does not know the address the reader used). */
function pageUrl(path: string, hydrated: boolean): string {
  return hydrated ? new URL(path, window.location.origin).href : path;
}

/** /blog/post/:id (id is the post's url): the post with its byline, tags, share links and related posts. */
export function BlogPostPage() {
  const intl = useIntl();
  const { id = '' } = useParams<{ id: string }>();
  const state = useBlogPost(id);
  const hydrated = useHydrated();
  const found = state.status === 'ready' ? state.data : null;
  usePageTitle(found?.post.title);
  return (
    <RoutePage name="blogPost">
      {state.status === 'loading' && <ContentLoading />}
      {state.status === 'ready' && !found && <ContentMissing />}
      {found && (
        <>
          <article className="blog-post">
            <ArticleMeta article={found.post} />
            <TagLinks tags={found.post.tags} />
            <LanguageNote article={found.post} requestedLang={contentLanguage('blog', intl.locale)} />
            <ArticleBody html={found.post.text} lang={found.post.lang} />
          </article>
          <ShareLinks url={pageUrl(blogPostPath(found.post), hydrated)} title={found.post.title} />
          <RelatedPosts posts={found.related} />
        </>
      )}
    </RoutePage>
  );
}
