import { Link, useParams } from 'wouter';
import { Island } from '../../components/island/Island';
import { DEPOSIT_ARTICLES } from '../../config/deposit-articles';
import { MinConfirmationsTable } from '../../features/currencies/components/MinConfirmationsTable';
import { buildPath } from '../../config/paths';
import { ArticleBody } from '../../features/content/components/ArticleBody';
import { ArticleList } from '../../features/content/components/ArticleList';
import { ArticleMeta } from '../../features/content/components/ArticleMeta';
import { ContentError, ContentLoading, ContentMissing } from '../../features/content/components/ContentStatus';
import { helpSubLabel } from '../../components/page/help-sub-label';
import { LanguageNote } from '../../features/content/components/LanguageNote';
import { helpArticlePath } from '../../features/content/content-paths';
import { findHelpCategory } from '../../features/content/help-categories';
import { useArticle } from '../../features/content/use-article';
import { useHelpCategory } from '../../features/content/use-help-category';
import { dataOf } from '../../lib/remote';
import { FormattedMessage, useIntl } from '../../lib/intl';
import { SupportSection } from './SupportSection';
import { useSignedIn } from './use-signed-in';
import { usePageTitle } from '../../components/page/use-page-title';
import '../../features/content/components/help-category.css';
import '../../features/content/components/content.css';

/** /support/:category/:sub/:id: a help article, then the other articles of its sub-category. */
export function SupportArticlePage() {
  const intl = useIntl();
  const { category: key = '', sub = '', id = '' } = useParams<{ category: string; sub: string; id: string }>();
  const signedIn = useSignedIn();
  const category = findHelpCategory(key);
  const allowed = category !== undefined && (signedIn || !category.hiddenFromVisitors);
  const state = useArticle({ category: key, sub, url: id });
  const article = state.status === 'ready' ? state.data : null;
  usePageTitle(allowed && article ? article.title : undefined);
  const subs = dataOf(useHelpCategory(key, allowed))?.subs ?? [];
  const siblings = (subs.find((s) => s.sub === sub)?.articles ?? []).filter((a) => a.url !== id);

  let body;
  if (!allowed || (state.status === 'ready' && !article)) body = <ContentMissing />;
  else if (state.status === 'loading') body = <ContentLoading />;
  else if (state.status === 'error') body = <ContentError onRetry={state.reload} />;
  else if (article)
    body = (
      <article>
        <nav className="breadcrumbs" aria-label={intl.formatMessage({ id: 'content.breadcrumbs' })}>
          <Link href={buildPath('support')}>{intl.formatMessage({ id: 'page.support.title' })}</Link>
          {' › '}
          <Link href={buildPath('supportCategory', { category: key })}>{intl.formatMessage({ id: category!.title })}</Link>
          {' › '}
          <span>{helpSubLabel(intl, sub)}</span>
        </nav>
        <ArticleMeta article={article} />
        <LanguageNote article={article} requestedLang={state.requestedLang} />
        <ArticleBody html={article.text} lang={article.lang} />
        {DEPOSIT_ARTICLES.includes(id) && <Island name="minConfirmations" hydrate="visible" component={MinConfirmationsTable} props={{}} />}
      </article>
    );

  return (
    <SupportSection name="supportArticle">
      {body}
      {article && siblings.length > 0 && (
        <section className="content-section" aria-labelledby="help-siblings">
          <h2 id="help-siblings">
            <FormattedMessage id="content.help.moreIn" values={{ sub: helpSubLabel(intl, sub) }} />
          </h2>
          <ArticleList articles={siblings} hrefFor={helpArticlePath} headingLevel={3} showDate={false} />
        </section>
      )}
    </SupportSection>
  );
}
