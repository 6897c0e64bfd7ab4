import { Link } from 'wouter';
import { RoutePage } from '../../components/page/RoutePage';
import { buildPath } from '../../config/paths';
import { PageArticle } from '../../features/content/components/PageArticle';
import { FormattedMessage } from '../../lib/intl';

/** /pool-operators: how a pool becomes compatible and gets listed. */
export function PoolOperatorsPage() {
  return (
    <RoutePage
      name="poolOperators"
      actions={
        <>
          <Link className="button" href={buildPath('compatiblePools')}>
            <FormattedMessage id="marketing.cta.compatiblePools" />
          </Link>
        </>
      }
    >
      <PageArticle category="page" url="pool-operators" />
    </RoutePage>
  );
}
