/**
 * /verify-subscribe and /unsubscribe: one screen (spec section 2). With the
 * token of a mailed link it confirms or unsubscribes; without one it offers
 * the subscription form. Each route explains what happens (content/pages/<url>.md).
 */
import { useLocation, useSearch } from 'wouter';
import { matchRoute } from '../../config/paths';
import { RoutePage } from '../../components/page/RoutePage';
import { PageArticle } from '../../features/content/components/PageArticle';
import { FormCard } from '../../features/forms/components/FormCard';
import { LinkAction } from '../../features/forms/components/LinkAction';

const ARTICLES = { verifySubscribe: 'verify-subscribe', unsubscribe: 'unsubscribe' } as const;

/** The page of both routes: which one is the location's. */
export function SubscriptionPage() {
  const [location] = useLocation();
  const name = matchRoute(location)?.route.name === 'unsubscribe' ? 'unsubscribe' : 'verifySubscribe';
  const token = new URLSearchParams(useSearch()).get('token');
  return (
    <RoutePage name={name}>
      {token ? (
        <LinkAction kind={name === 'verifySubscribe' ? 'verify' : 'unsubscribe'} token={token} />
      ) : (
        <FormCard form="subscribe" heading="forms.subscribe.heading" sentMessage="forms.subscribe.sent" />
      )}
      <PageArticle url={ARTICLES[name]} />
    </RoutePage>
  );
}
