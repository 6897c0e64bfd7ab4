import { explorerUrl } from '../../features/currencies/lib/explorer';
import { useCurrencyList } from '../../features/currencies/use-currency-list';
import { LiveData } from '../../features/market/components/LiveData';
import { StratumGenerator } from '../../features/market/components/stratum/StratumGenerator';
import { useAlgorithms } from '../../features/market/use-algorithms';
import { useMarkets } from '../../features/market/use-markets';
import { useStratumForm } from '../../features/market/use-stratum-form';
import { dataOf } from '../../lib/remote';

/**
 * The stratum generator, its inputs in the address: the island of
 * /stratum-generator. The server draws it loading (it needs the live
 * algorithm list), so its markup holds no id of its own.
 */
export function StratumGeneratorTool() {
  const { form, update } = useStratumForm();
  const algorithms = useAlgorithms();
  const markets = useMarkets();
  const btc = useCurrencyList()?.find((c) => c.symbol === 'BTC');
  const addressUrl = (address: string) => explorerUrl(btc, 'address', address);
  return (
    <LiveData state={algorithms.state} reload={algorithms.reload} testId="stratum-generator" reserve="stratum-generator">
      {(list) => <StratumGenerator algorithms={list} markets={dataOf(markets.state)} form={form} update={update} addressUrl={addressUrl} />}
    </LiveData>
  );
}
