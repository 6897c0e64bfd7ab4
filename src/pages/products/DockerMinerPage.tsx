import { RoutePage } from '../../components/page/RoutePage';

/** /docker-miner: its content arrives with the content issue, inside this module. */
export function DockerMinerPage() {
  return <RoutePage name="dockerMiner" />;
}
