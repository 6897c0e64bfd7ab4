import { Link } from 'wouter';
import { RoutePage } from '../../components/page/RoutePage';
import { buildPath } from '../../config/paths';
import { PageArticle } from '../../features/content/components/PageArticle';
import { FormattedMessage } from '../../lib/intl';
import { ProductVideo } from './ProductVideo';

/** /nhos-mining: Hashvale OS, the mining operating system on a USB stick. */
export function NhosMiningPage() {
  return (
    <RoutePage
      name="nhosMining"
      actions={
        <>
          <Link className="button" href={buildPath('downloadCenter')}>
            <FormattedMessage id="marketing.cta.download" />
          </Link>
          <ProductVideo route="nhosMining" />
        </>
      }
    >
      <PageArticle category="page" url="nhos-mining" />
    </RoutePage>
  );
}
