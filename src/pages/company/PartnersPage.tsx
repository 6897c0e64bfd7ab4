/** /partners: its prose is content/pages/partners.md. */
import { RoutePage } from '../../components/page/RoutePage';
import { PageArticle } from '../../features/content/components/PageArticle';

export function PartnersPage() {
  return (
    <RoutePage name="partners">
      <PageArticle url="partners" />
    </RoutePage>
  );
}
