/**
 * /verify-subscribe and /unsubscribe: one screen (spec section 2), the
 * newsletter subscription, reached from the confirmation and the unsubscribe
 * e-mail links. Its form arrives with the content issue, inside this module.
 */
import { RoutePage } from '../../components/page/RoutePage';

function SubscriptionScreen({ name }: { name: 'verifySubscribe' | 'unsubscribe' }) {
  return <RoutePage name={name} />;
}

export function VerifySubscribePage() {
  return <SubscriptionScreen name="verifySubscribe" />;
}

export function UnsubscribePage() {
  return <SubscriptionScreen name="unsubscribe" />;
}
