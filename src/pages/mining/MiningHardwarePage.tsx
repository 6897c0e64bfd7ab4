import { RoutePage } from '../../components/page/RoutePage';

/** /mining-hardware: its content arrives with the content issue, inside this module. */
export function MiningHardwarePage() {
  return <RoutePage name="miningHardware" />;
}
