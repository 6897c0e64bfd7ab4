import { Link, useParams } from 'wouter';
import { RoutePage } from '../../components/page/RoutePage';
import { LEGAL_PAGES, buildPath } from '../../config/paths';
import { ContentLoading } from '../../features/content/components/ContentStatus';
import { articleSummary } from '../../features/content/types';
import { articlePageOf, useArticleList } from '../../features/content/use-article-list';
import { FormattedMessage, useIntl, type MessageId } from '../../lib/intl';
import { LegalDocument } from './LegalDocument';
import '../../features/content/components/article-list.css';

/** The legal documents with their summaries, in the order of LEGAL_PAGES. */
function LegalIndex() {
  const intl = useIntl();
  const list = useArticleList({ category: 'legal', size: LEGAL_PAGES.length * 2, lang: 'en' });
  const page = articlePageOf(list);
  if (list.status === 'loading' && page.list.length === 0) return <ContentLoading />;
  return (
    <>
      <p>
        <FormattedMessage id="content.legal.intro" />
      </p>
      <ul className="article-list">
        {LEGAL_PAGES.map((url) => {
          const article = page.list.find((a) => a.url === url);
          return (
            <li key={url} className="article-list__item">
              <h2 className="article-list__title">
                <Link href={buildPath('legalPrivacy', { page: url })}>{intl.formatMessage({ id: `legal.page.${url}` as MessageId })}</Link>
              </h2>
              {article && (
                <p className="article-list__summary" lang="en">
                  {articleSummary(article)}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** /legal-privacy/:page?: the index of legal documents, or one of them. */
export function LegalPrivacyPage() {
  const { page } = useParams<{ page?: string }>();
  return <RoutePage name="legalPrivacy">{page ? <LegalDocument key={page} page={page} /> : <LegalIndex />}</RoutePage>;
}
