import { RoutePage } from '../../components/page/RoutePage';
import { StatusBoard } from '../../features/status-page/components/StatusBoard';

/** /status: is it us or you? The service's components, incidents and maintenance (docs/monitoring.md, "The page"). */
export function StatusPage() {
  return (
    <RoutePage name="status">
      <StatusBoard />
    </RoutePage>
  );
}
