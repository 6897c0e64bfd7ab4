/**
 * The article body of a page (category `page` by default, url = the route
 * name), with its loading, missing and error states. Marketing and company
 * pages put their long prose in content/pages/<url>.md and render it here.
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
  /** Show the note when the article is shown in English instead of the page's language. */
  languageNote?: boolean;
}

export function PageArticle({ category = 'page', sub, url, lang, languageNote = false }: PageArticleProps) {
  const state = useArticle({ category, sub, url, lang });
  if (state.status === 'loading') return <ContentLoading />;
  if (state.status === 'missing') return <ContentMissing />;
  if (state.status === 'error') return <ContentError onRetry={state.reload} />;
  return (
    <>
      {languageNote && <LanguageNote article={state.article} requestedLang={state.requestedLang} />}
      <ArticleBody html={state.article.text} />
    </>
  );
}
