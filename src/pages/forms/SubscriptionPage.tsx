/**
 * /verify-subscribe and /unsubscribe: one screen (spec section 2), the
 * newsletter subscription, reached from the confirmation and the unsubscribe
 * e-mail links. Each route explains what happens (content/pages/<url>.md).
 */
import { RoutePage } from '../../components/page/RoutePage';
import { PageArticle } from '../../features/content/components/PageArticle';

function SubscriptionScreen({ name, article }: { name: 'verifySubscribe' | 'unsubscribe'; article: string }) {
  return (
    <RoutePage name={name}>
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
