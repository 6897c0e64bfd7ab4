import { RoutePage } from '../../components/page/RoutePage';

/** /unsubscribe-platform/:orgId/:userId/:unsubscribeToken: its content arrives with the content issue, inside this module. */
export function UnsubscribePlatformPage() {
  return <RoutePage name="unsubscribePlatform" />;
}
