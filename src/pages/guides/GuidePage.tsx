import { useParams } from 'wouter';
import { RoutePage } from '../../components/page/RoutePage';
import { GUIDES_PAGE_SIZE } from '../../config/limits';
import { ArticleBody } from '../../features/content/components/ArticleBody';
import { ArticleList } from '../../features/content/components/ArticleList';
import { ArticleMeta } from '../../features/content/components/ArticleMeta';
import { ContentError, ContentLoading, ContentMissing } from '../../features/content/components/ContentStatus';
import { LanguageNote } from '../../features/content/components/LanguageNote';
import { guidePath } from '../../features/content/content-paths';
import { useArticle } from '../../features/content/use-article';
import { articlePageOf, useArticleList } from '../../features/content/use-article-list';
import { FormattedMessage } from '../../lib/intl';
import { usePageTitle } from '../../components/page/use-page-title';
import '../../features/content/components/article-list.css';
import '../../features/content/components/content.css';

/**
 * /guide/:url: a step-by-step guide in the page's language (English with a
 * note where it is not translated), then "More guides": the newest
 * GUIDES_PAGE_SIZE guides (there is no guide index route).
 */
export function GuidePage() {
  const { url = '' } = useParams<{ url: string }>();
  const state = useArticle({ category: 'guide', url });
  const guide = state.status === 'ready' ? state.data : null;
  usePageTitle(guide?.title);
  const more = useArticleList({ category: 'guide', size: GUIDES_PAGE_SIZE, orderCol: 'date', orderDirection: 'DESC' });
  const others = articlePageOf(more).list.filter((guide) => guide.url !== url);

  return (
    <RoutePage name="guide">
      {state.status === 'loading' && <ContentLoading />}
      {state.status === 'ready' && !guide && <ContentMissing />}
      {state.status === 'error' && <ContentError onRetry={state.reload} />}
      {guide && (
        <article>
          <ArticleMeta article={guide} />
          <LanguageNote article={guide} requestedLang={state.requestedLang} />
          <ArticleBody html={guide.text} lang={guide.lang} />
        </article>
      )}
      {others.length > 0 && (
        <section className="content-section" aria-labelledby="more-guides">
          <h2 id="more-guides">
            <FormattedMessage id="content.guides.more" />
          </h2>
          <ArticleList articles={others} hrefFor={guidePath} headingLevel={3} showDate={false} />
        </section>
      )}
    </RoutePage>
  );
}
