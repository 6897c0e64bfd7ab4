import { Link, useParams } from 'wouter';
import { RoutePage } from '../../components/page/RoutePage';
import { buildPath } from '../../config/paths';
import { PageArticle } from '../../features/content/components/PageArticle';
import { FormattedMessage } from '../../lib/intl';
import { EndpointStep } from './EndpointStep';
import './marketplace.css';

/**
 * /private-endpoint-solution/:show?: what a private endpoint is; `quote` and
 * `application` add what that step asks for (the forms come later).
 */
export function PrivateEndpointPage() {
  const { show } = useParams<{ show?: string }>();
  return (
    <RoutePage
      name="privateEndpoint"
      actions={
        <>
          <Link className="button" href={buildPath('privateEndpoint', { show: 'quote' })} aria-current={show === 'quote' ? 'page' : undefined}>
            <FormattedMessage id="endpoint.cta.quote" />
          </Link>
          <Link className="button button--secondary" href={buildPath('privateEndpoint', { show: 'application' })} aria-current={show === 'application' ? 'page' : undefined}>
            <FormattedMessage id="endpoint.cta.application" />
          </Link>
        </>
      }
    >
      {show === 'quote' || show === 'application' ? <EndpointStep step={show} /> : null}
      <PageArticle category="page" url="private-endpoint-solution" />
    </RoutePage>
  );
}
