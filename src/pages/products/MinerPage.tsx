import { Link } from 'wouter';
import { RoutePage } from '../../components/page/RoutePage';
import { buildPath } from '../../config/paths';
import { PageArticle } from '../../features/content/components/PageArticle';
import { FormattedMessage } from '../../lib/intl';
import { ProductVideo } from './ProductVideo';

/** /hashvale-miner: the desktop miner for Windows. */
export function MinerPage() {
  return (
    <RoutePage
      name="miner"
      actions={
        <>
          <Link className="button" href={buildPath('downloadCenter')}>
            <FormattedMessage id="marketing.cta.download" />
          </Link>
          <Link className="button button--secondary" href={buildPath('calculator')}>
            <FormattedMessage id="marketing.cta.calculator" />
          </Link>
          <ProductVideo route="miner" />
        </>
      }
    >
      <PageArticle category="page" url="hashvale-miner" />
    </RoutePage>
  );
}
