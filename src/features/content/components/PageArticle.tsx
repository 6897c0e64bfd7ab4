/**
 * The article body of a page (category `page` by default, url = the route
 * name), with its loading, missing and error states. Marketing and company
 * pages put their long prose in content/pages/<url>.md and render it here.
 * Without a translation in the page's language it is shown in English, and
 * says so.
 */
import { useArticle } from '../use-article';
import { ArticleBody } from './ArticleBody';
import { ContentError, ContentLoading, ContentMissing } from './ContentStatus';
import { LanguageNote } from './LanguageNote';

export interface PageArticleProps {
  category?: string;
  sub?: string;
  url: string;
  lang?: string;
}

export function PageArticle({ category = 'page', sub, url, lang }: PageArticleProps) {
  const state = useArticle({ category, sub, url, lang });
  if (state.status === 'loading') return <ContentLoading />;
  if (state.status === 'error') return <ContentError onRetry={state.reload} />;
  if (!state.data) return <ContentMissing />;
  return (
    <>
      <LanguageNote article={state.data} requestedLang={state.requestedLang} otherLanguages={false} />
      <ArticleBody html={state.data.text} lang={state.data.lang} />
    </>
  );
}
