import { RoutePage } from '../../components/page/RoutePage';

/** /bug-bounty-program: its content arrives with the content issue, inside this module. */
export function BugBountyPage() {
  return <RoutePage name="bugBounty" />;
}
