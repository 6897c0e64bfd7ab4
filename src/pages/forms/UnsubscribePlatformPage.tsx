/**
 * /unsubscribe-platform/:orgId/:userId/:unsubscribeToken: the direct
 * unsubscribe link of platform e-mails; explains what it does
 * (content/pages/unsubscribe-platform.md).
 */
import { RoutePage } from '../../components/page/RoutePage';
import { PageArticle } from '../../features/content/components/PageArticle';

export function UnsubscribePlatformPage() {
  return (
    <RoutePage name="unsubscribePlatform">
      <PageArticle url="unsubscribe-platform" />
    </RoutePage>
  );
}
