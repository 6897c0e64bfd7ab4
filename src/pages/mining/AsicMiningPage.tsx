import { RoutePage } from '../../components/page/RoutePage';

/** /asic-mining: its content arrives with the content issue, inside this module. */
export function AsicMiningPage() {
  return <RoutePage name="asicMining" />;
}
