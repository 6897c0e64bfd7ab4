import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { buildPath } from '../../config/paths';
import { FormattedMessage } from '../../lib/intl';
import { RoutePage } from '../../components/page/RoutePage';
import { explorerUrl } from '../../features/currencies/lib/explorer';
import { currenciesState } from '../../features/currencies/state';
import { PageArticle } from '../../features/content/components/PageArticle';
import { LiveData } from '../../features/market/components/LiveData';
import { StratumGenerator } from '../../features/market/components/stratum/StratumGenerator';
import { useAlgorithms } from '../../features/market/use-algorithms';
import { useMarkets } from '../../features/market/use-markets';
import { useStratumForm } from '../../features/market/use-stratum-form';
import { dataOf } from '../../lib/remote';

/** /stratum-generator: the generator, its inputs in the address, the doctor for a miner that does not connect, then the three stratum settings explained. */
export function StratumGeneratorPage() {
  const { form, update } = useStratumForm();
  const algorithms = useAlgorithms();
  const markets = useMarkets();
  const btc = useSnapshot(currenciesState).list.data?.find((c) => c.symbol === 'BTC');
  const addressUrl = (address: string) => explorerUrl(btc, 'address', address);
  return (
    <RoutePage name="stratumGenerator">
      <LiveData state={algorithms.state} reload={algorithms.reload} testId="stratum-generator" reserve="stratum-generator">
        {(list) => <StratumGenerator algorithms={list} markets={dataOf(markets.state)} form={form} update={update} addressUrl={addressUrl} />}
      </LiveData>
      <p className="stratum-generator__doctor">
        <Link href={buildPath('stratumDoctor')} data-testid="stratum-doctor-link">
          <FormattedMessage id="stratumGenerator.doctorLink" />
        </Link>
      </p>
      <PageArticle url="stratum-generator" />
    </RoutePage>
  );
}
