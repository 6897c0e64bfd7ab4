import { Link } from 'wouter';
import { RoutePage } from '../../components/page/RoutePage';
import { buildPath } from '../../config/paths';
import { PageArticle } from '../../features/content/components/PageArticle';
import { FormattedMessage } from '../../lib/intl';

/** /easymining: packages with a chance to find a block, no hardware needed. */
export function EasyminingPage() {
  return (
    <RoutePage
      name="easymining"
      actions={
        <>
          <Link className="button button--secondary" href={buildPath('supportCategory', { category: 'easymining' })}>
            <FormattedMessage id="marketing.cta.help" />
          </Link>
        </>
      }
    >
      <PageArticle category="page" url="easymining" />
    </RoutePage>
  );
}
