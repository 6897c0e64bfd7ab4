/**
 * /verify-subscribe and /unsubscribe: one screen (spec section 2). With the
 * token of a mailed link it confirms or unsubscribes. Without one,
 * /verify-subscribe offers the subscription form, and /unsubscribe says where
 * the link is and offers no form: an address typed there would subscribe, the
 * opposite of what the reader came for (docs/forms.md). Each route explains
 * what happens (content/pages/<url>.md).
 */
import { Link, useLocation, useSearch } from 'wouter';
import { buildPath, matchRoute } from '../../config/paths';
import { FormattedMessage } from '../../lib/intl';
import { RoutePage } from '../../components/page/RoutePage';
import { PageArticle } from '../../features/content/components/PageArticle';
import { FormCard } from '../../features/forms/components/FormCard';
import { LinkActionIsland } from '../../features/forms/components/LinkAction';

const ARTICLES = { verifySubscribe: 'verify-subscribe', unsubscribe: 'unsubscribe' } as const;

/** The page of both routes: which one is the location's. */
export function SubscriptionPage() {
  const [location] = useLocation();
  const name = matchRoute(location)?.route.name === 'unsubscribe' ? 'unsubscribe' : 'verifySubscribe';
  const token = new URLSearchParams(useSearch()).get('token');
  return (
    <RoutePage name={name}>
      {token ? (
        <LinkActionIsland kind={name === 'verifySubscribe' ? 'verify' : 'unsubscribe'} token={token} />
      ) : name === 'unsubscribe' ? (
        <section className="card form-card" aria-labelledby="unsubscribe-no-link" data-testid="unsubscribe-no-link">
          <h2 id="unsubscribe-no-link">
            <FormattedMessage id="forms.unsubscribe.noLink.heading" />
          </h2>
          <p>
            <FormattedMessage id="forms.unsubscribe.noLink.text" />
          </p>
          <p>
            <Link href={buildPath('support')}>
              <FormattedMessage id="forms.unsubscribe.noLink.help" />
            </Link>
          </p>
        </section>
      ) : (
        <FormCard form="subscribe" heading="forms.subscribe.heading" />
      )}
      <PageArticle url={ARTICLES[name]} />
    </RoutePage>
  );
}
