import { Link } from 'wouter';
import { RoutePage } from '../../components/page/RoutePage';
import { buildPath } from '../../config/paths';
import { PageArticle } from '../../features/content/components/PageArticle';
import { FormattedMessage } from '../../lib/intl';

/** /mining: how selling hash power works and which way to connect each kind of hardware. */
export function MiningPage() {
  return (
    <RoutePage
      name="mining"
      actions={
        <>
          <Link className="button" href={buildPath('calculator')}>
            <FormattedMessage id="marketing.cta.calculator" />
          </Link>
          <Link className="button button--secondary" href={buildPath('miner')}>
            <FormattedMessage id="marketing.cta.startMining" />
          </Link>
        </>
      }
    >
      <PageArticle category="page" url="mining" />
    </RoutePage>
  );
}
