/**
 * /unsubscribe-platform/:orgId/:userId/:unsubscribeToken: the direct
 * unsubscribe link of platform e-mails; follows it once (signed, expiring,
 * single use) and explains what it does (content/pages/unsubscribe-platform.md).
 */
import { useParams } from 'wouter';
import { RoutePage } from '../../components/page/RoutePage';
import { PageArticle } from '../../features/content/components/PageArticle';
import { LinkActionIsland } from '../../features/forms/components/LinkAction';

export function UnsubscribePlatformPage() {
  const { orgId = '', userId = '', unsubscribeToken = '' } = useParams<{ orgId: string; userId: string; unsubscribeToken: string }>();
  return (
    <RoutePage name="unsubscribePlatform">
      <LinkActionIsland kind="platform" orgId={orgId} userId={userId} token={unsubscribeToken} />
      <PageArticle url="unsubscribe-platform" />
    </RoutePage>
  );
}
