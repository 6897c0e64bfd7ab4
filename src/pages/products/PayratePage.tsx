import { Link } from 'wouter';
import { RoutePage } from '../../components/page/RoutePage';
import { buildPath } from '../../config/paths';
import { PageArticle } from '../../features/content/components/PageArticle';
import { FormattedMessage } from '../../lib/intl';

/** /hashvale-payrate: how what a miner earns is set and paid. */
export function PayratePage() {
  return (
    <RoutePage
      name="payrate"
      actions={
        <>
          <Link className="button" href={buildPath('calculator')}>
            <FormattedMessage id="marketing.cta.calculator" />
          </Link>
          <Link className="button button--secondary" href={buildPath('algorithms')}>
            <FormattedMessage id="marketing.cta.algorithms" />
          </Link>
        </>
      }
    >
      <PageArticle category="page" url="hashvale-payrate" />
    </RoutePage>
  );
}
