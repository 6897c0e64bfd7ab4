import { Link } from 'wouter';
import { RoutePage } from '../../components/page/RoutePage';
import { buildPath } from '../../config/paths';
import { PageArticle } from '../../features/content/components/PageArticle';
import { FormattedMessage } from '../../lib/intl';

/** /hashvale-lightning-network-node: opening a channel to our node and what it is for. */
export function LightningNodePage() {
  return (
    <RoutePage
      name="lightningNode"
      actions={
        <>
          <Link className="button button--secondary" href={buildPath('pricing')}>
            <FormattedMessage id="marketing.cta.pricing" />
          </Link>
        </>
      }
    >
      <PageArticle category="page" url="hashvale-lightning-network-node" />
    </RoutePage>
  );
}
