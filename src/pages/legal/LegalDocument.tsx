/** One legal document, always in English (the binding text): content/legal/<page>.md. */
import { ArticleBody } from '../../features/content/components/ArticleBody';
import { ContentError, ContentLoading, ContentMissing } from '../../features/content/components/ContentStatus';
import { useArticle } from '../../features/content/use-article';
import { FormattedMessage, useIntl } from '../../lib/intl';
import '../../features/content/components/content.css';

export function LegalDocument({ page }: { page: string }) {
  const intl = useIntl();
  const state = useArticle({ category: 'legal', url: page, lang: 'en' });
  if (state.status === 'loading') return <ContentLoading />;
  if (state.status === 'error') return <ContentError onRetry={state.reload} />;
  const article = state.data;
  if (!article) return <ContentMissing />;
  return (
    <article lang="en">
      <h2 className="article-title">{article.title}</h2>
      <p className="article-meta">
        <FormattedMessage
          id="content.legal.effective"
          values={{ date: intl.formatDate(article.date, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }) }}
        />
      </p>
      {!intl.locale.startsWith('en') && (
        <p className="article-language-note" role="note">
          <FormattedMessage id="content.legal.englishOnly" />
        </p>
      )}
      <ArticleBody html={article.text} />
    </article>
  );
}
