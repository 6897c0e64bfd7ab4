import { RoutePage } from '../../components/page/RoutePage';
import { PageArticle } from '../../features/content/components/PageArticle';
import { AutodetectPanel } from '../../features/market/components/calculator/AutodetectPanel';
import { LiveData } from '../../features/market/components/LiveData';
import { useDetectedDevice } from '../../features/market/detect/use-detected-device';
import { useDevices } from '../../features/market/use-devices';
import { dataOf } from '../../lib/remote';

/**
 * /profitability-calculator/autodetect: a guess at the visitor's graphics
 * card from what the browser reports, with a manual choice beside it; the
 * page never waits for the guess.
 */
export function CalculatorAutodetectPage() {
  const devices = useDevices();
  const detected = useDetectedDevice(dataOf(devices.state));
  return (
    <RoutePage name="calculatorAutodetect">
      <LiveData state={devices.state} reload={devices.reload}>
        {(list) => <AutodetectPanel devices={list} detected={detected} />}
      </LiveData>
      <PageArticle url="profitability-calculator" />
    </RoutePage>
  );
}
