/** /security: its prose is content/pages/security.md. */
import { RoutePage } from '../../components/page/RoutePage';
import { PageArticle } from '../../features/content/components/PageArticle';

export function SecurityPage() {
  return (
    <RoutePage name="security">
      <PageArticle url="security" />
    </RoutePage>
  );
}
