import { RoutePage } from '../../components/page/RoutePage';

/** /hashvale-miner: its content arrives with the content issue, inside this module. */
export function MinerPage() {
  return <RoutePage name="miner" />;
}
