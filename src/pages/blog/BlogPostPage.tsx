import { useParams } from 'wouter';
import { RoutePage } from '../../components/page/RoutePage';
import { ArticleBody } from '../../features/content/components/ArticleBody';
import { ArticleMeta } from '../../features/content/components/ArticleMeta';
import { ContentLoading, ContentMissing } from '../../features/content/components/ContentStatus';
import { LanguageNote } from '../../features/content/components/LanguageNote';
import { RelatedPostsIsland } from '../../features/content/components/RelatedPosts';
import { Island } from '../../components/island/Island';
import { ShareLinks } from '../../features/content/components/ShareLinks';
import { TagLinks } from '../../features/content/components/TagLinks';
import { blogPostPath } from '../../features/content/content-paths';
import { contentLanguage } from '../../features/content/content-language';
import { useBlogPost } from '../../features/content/use-blog-post';
import { useIntl } from '../../lib/intl';
import { usePageTitle } from '../../components/page/use-page-title';

/** /blog/post/:id (id is the post's url): the post with its byline, tags, share links and related posts. */
export function BlogPostPage() {
  const intl = useIntl();
  const { id = '' } = useParams<{ id: string }>();
  const state = useBlogPost(id);
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
          <Island name="shareLinks" hydrate="visible" component={ShareLinks} props={{ path: blogPostPath(found.post), title: found.post.title }} />
          <Island name="relatedPosts" hydrate="visible" component={RelatedPostsIsland} props={{ id }} />
        </>
      )}
    </RoutePage>
  );
}
