import { RoutePage } from '../../components/page/RoutePage';

/** /software-developers: its content arrives with the content issue, inside this module. */
export function SoftwareDevelopersPage() {
  return <RoutePage name="softwareDevelopers" />;
}
