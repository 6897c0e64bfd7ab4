import { RoutePage } from '../../components/page/RoutePage';

/** /cpu-gpu-mining: its content arrives with the content issue, inside this module. */
export function CpuGpuMiningPage() {
  return <RoutePage name="cpuGpuMining" />;
}
