import { RoutePage } from '../../components/page/RoutePage';

/** /jobs/:id?: its content arrives with the content issue, inside this module. */
export function JobsPage() {
  return <RoutePage name="jobs" />;
}
