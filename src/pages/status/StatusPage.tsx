import { RoutePage } from '../../components/page/RoutePage';
import { StatusSubscribe } from '../../features/forms/components/StatusSubscribe';
import { StatusBoard } from '../../features/status-page/components/StatusBoard';

/** /status: is it us or you? The service's components, incidents and maintenance, and updates by e-mail (docs/monitoring.md, "The page"). */
export function StatusPage() {
  return (
    <RoutePage name="status">
      <StatusBoard />
      <StatusSubscribe />
    </RoutePage>
  );
}
