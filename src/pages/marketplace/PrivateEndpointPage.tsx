import { Link, useParams } from 'wouter';
import { RoutePage } from '../../components/page/RoutePage';
import { buildPath } from '../../config/paths';
import { PageArticle } from '../../features/content/components/PageArticle';
import { FormattedMessage } from '../../lib/intl';
import { EndpointStep } from './EndpointStep';
import { FormCard } from '../../features/forms/components/FormCard';
import './marketplace.css';

/**
 * /private-endpoint-solution/:show?: what a private endpoint is; `quote` and
 * `application` add what that step asks for and its form.
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
          <Link
            className="button button--secondary"
            href={buildPath('privateEndpoint', { show: 'application' })}
            aria-current={show === 'application' ? 'page' : undefined}
          >
            <FormattedMessage id="endpoint.cta.application" />
          </Link>
        </>
      }
    >
      {show === 'quote' || show === 'application' ? <EndpointStep step={show} /> : null}
      {show === 'quote' ? <FormCard form="privateEndpointQuote" heading="forms.privateEndpointQuote.heading" /> : null}
      {show === 'application' ? <FormCard form="privateEndpointApplication" heading="forms.privateEndpointApplication.heading" /> : null}
      <PageArticle category="page" url="private-endpoint-solution" />
    </RoutePage>
  );
}
