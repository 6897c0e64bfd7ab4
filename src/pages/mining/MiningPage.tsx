import { RoutePage } from '../../components/page/RoutePage';

/** /mining: its content arrives with the content issue, inside this module. */
export function MiningPage() {
  return <RoutePage name="mining" />;
}
