import { RoutePage } from '../../components/page/RoutePage';

/** /algorithm: its content arrives with the content issue, inside this module. */
export function AlgorithmsPage() {
  return <RoutePage name="algorithms" />;
}
