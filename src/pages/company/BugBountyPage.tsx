/** /bug-bounty-program: its prose is content/pages/bug-bounty-program.md. */
import { RoutePage } from '../../components/page/RoutePage';
import { PageArticle } from '../../features/content/components/PageArticle';

export function BugBountyPage() {
  return (
    <RoutePage name="bugBounty">
      <PageArticle url="bug-bounty-program" />
    </RoutePage>
  );
}
