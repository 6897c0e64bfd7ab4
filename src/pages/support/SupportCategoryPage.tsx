import { Link, useParams } from 'wouter';
import { buildPath } from '../../config/paths';
import { ArticleList } from '../../features/content/components/ArticleList';
import { ContentLoading, ContentMissing } from '../../features/content/components/ContentStatus';
import { HelpCategoryIcon } from '../../features/content/components/HelpCategoryIcon';
import { helpSubLabel } from '../../components/page/help-sub-label';
import { helpArticlePath } from '../../features/content/content-paths';
import { findHelpCategory } from '../../features/content/help-categories';
import { useHelpCategory } from '../../features/content/use-help-category';
import { dataOf } from '../../lib/remote';
import { FormattedMessage, useIntl } from '../../lib/intl';
import { SupportSection } from './SupportSection';
import { useSignedIn } from './use-signed-in';
import '../../features/content/components/help-category.css';
import '../../features/content/components/content.css';

/** The help category whose readers the stratum doctor is for: it links there under its introduction. */
const DOCTOR_CATEGORY = 'mining-help';

/** /support/:category: the category's introduction (mining help: a link to the stratum doctor), then its sub-categories with their articles. */
export function SupportCategoryPage() {
  const intl = useIntl();
  const { category: key = '' } = useParams<{ category: string }>();
  const signedIn = useSignedIn();
  const category = findHelpCategory(key);
  const allowed = category !== undefined && (signedIn || !category.hiddenFromVisitors);
  const help = useHelpCategory(key, allowed);
  const subs = dataOf(help)?.subs ?? [];

  return (
    <SupportSection name="supportCategory">
      {!allowed ? (
        <ContentMissing />
      ) : (
        <>
          <div className="help-category-intro">
            <HelpCategoryIcon name={category.image} className="help-category__icon" />
            <p>
              <FormattedMessage id={category.html} values={{ strong: (chunks) => <strong>{chunks}</strong> }} />
            </p>
          </div>
          {key === DOCTOR_CATEGORY && (
            <p className="help-category-doctor">
              <Link href={buildPath('stratumDoctor')} data-testid="help-doctor-link">
                <FormattedMessage id="stratumDoctor.helpLink" />
              </Link>
            </p>
          )}
          {help.status === 'loading' && subs.length === 0 && <ContentLoading />}
          {help.status === 'ready' && subs.length === 0 && (
            <p>
              <FormattedMessage id="content.help.emptyCategory" />
            </p>
          )}
          {subs.map(({ sub, articles }) => (
            <section key={sub} className="content-section" aria-labelledby={`help-sub-${sub}`}>
              <h2 id={`help-sub-${sub}`}>{helpSubLabel(intl, sub)}</h2>
              <ArticleList articles={articles} hrefFor={helpArticlePath} headingLevel={3} showDate={false} />
            </section>
          ))}
        </>
      )}
    </SupportSection>
  );
}
