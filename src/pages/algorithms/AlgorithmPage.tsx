import { RoutePage } from '../../components/page/RoutePage';

/** /algorithm/:name: its content arrives with the content issue, inside this module. */
export function AlgorithmPage() {
  return <RoutePage name="algorithm" />;
}
