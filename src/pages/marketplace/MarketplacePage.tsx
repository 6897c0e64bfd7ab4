import { Link } from 'wouter';
import { RoutePage } from '../../components/page/RoutePage';
import { buildPath } from '../../config/paths';
import { PageArticle } from '../../features/content/components/PageArticle';
import { FormattedMessage } from '../../lib/intl';
import { BusiestAlgorithms } from './BusiestAlgorithms';
import { CREATE_ORDER_PATH } from './marketplace-links';
import './marketplace.css';

/** /marketplace: the landing page (the live order book view comes later): how it works and what trades now. */
export function MarketplacePage() {
  return (
    <RoutePage
      name="marketplace"
      actions={
        <>
          <a className="button" href={CREATE_ORDER_PATH}><FormattedMessage id="marketplace.cta.createOrder" /></a>
          <Link className="button button--secondary" href={buildPath('guide', { url: 'first-hash-power-order' })}>
            <FormattedMessage id="marketplace.cta.guide" />
          </Link>
        </>
      }
    >
      <BusiestAlgorithms />
      <PageArticle category="page" url="marketplace" />
    </RoutePage>
  );
}
