import { RoutePage } from '../../components/page/RoutePage';
import { PageArticle } from '../../features/content/components/PageArticle';

/** /compatible-pools: which pools work with bought hash power and what they must be set to. */
export function CompatiblePoolsPage() {
  return (
    <RoutePage name="compatiblePools">
      <PageArticle category="page" url="compatible-pools" />
    </RoutePage>
  );
}
