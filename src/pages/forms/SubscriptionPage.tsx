/**
 * /verify-subscribe and /unsubscribe: one screen (spec section 2). With the
 * token of a mailed link it confirms or unsubscribes; without one it offers
 * the subscription form. Each route explains what happens (content/pages/<url>.md).
 */
import { useSearch } from 'wouter';
import { RoutePage } from '../../components/page/RoutePage';
import { PageArticle } from '../../features/content/components/PageArticle';
import { FormCard } from '../../features/forms/components/FormCard';
import { LinkAction } from '../../features/forms/components/LinkAction';

function SubscriptionScreen({ name, article }: { name: 'verifySubscribe' | 'unsubscribe'; article: string }) {
  const token = new URLSearchParams(useSearch()).get('token');
  return (
    <RoutePage name={name}>
      {token ? (
        <LinkAction kind={name === 'verifySubscribe' ? 'verify' : 'unsubscribe'} token={token} />
      ) : (
        <FormCard form="subscribe" heading="forms.subscribe.heading" sentMessage="forms.subscribe.sent" />
      )}
      <PageArticle url={article} />
    </RoutePage>
  );
}

export function VerifySubscribePage() {
  return <SubscriptionScreen name="verifySubscribe" article="verify-subscribe" />;
}

export function UnsubscribePage() {
  return <SubscriptionScreen name="unsubscribe" article="unsubscribe" />;
}
