import { RoutePage } from '../../components/page/RoutePage';

/** /compatible-pools: its content arrives with the content issue, inside this module. */
export function CompatiblePoolsPage() {
  return <RoutePage name="compatiblePools" />;
}
