import { RoutePage } from '../../components/page/RoutePage';

/** /stratum-generator: its content arrives with the content issue, inside this module. */
export function StratumGeneratorPage() {
  return <RoutePage name="stratumGenerator" />;
}
