import { RoutePage } from '../../components/page/RoutePage';

/** /nhos-mining: its content arrives with the content issue, inside this module. */
export function NhosMiningPage() {
  return <RoutePage name="nhosMining" />;
}
