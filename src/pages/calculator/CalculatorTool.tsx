import { useMemo } from 'react';
import { useBtcRate } from '../../features/currencies/use-btc-rate';
import { useBtcRates } from '../../features/currencies/use-btc-rates';
import { sellerFeeFraction } from '../../features/fees/seller-fee';
import { useFeeInfo } from '../../features/fees/use-fee-info';
import { useCalculatorUrl } from '../../features/market/calculator/use-calculator-url';
import { Calculator } from '../../features/market/components/calculator/Calculator';
import { LiveData } from '../../features/market/components/LiveData';
import { useDevices } from '../../features/market/use-devices';
import { useAverageRows } from '../../features/market/use-global-stats-24h';
import { reloadMarketStats, useAlgorithmRows } from '../../features/market/use-market-stats';
import { useDisplayCurrency } from '../../features/preferences/use-display-currency';
import { both, dataOf } from '../../lib/remote';

/**
 * The calculator (a rig of device rows) with its live figures, its whole
 * state in the address: the island of /profitability-calculator. The server
 * draws it loading (its figures are live), so its markup holds no id of its
 * own and hydrating it is cheap; it draws itself once the devices and the
 * market's figures are in.
 */
export function CalculatorTool() {
  const displayCurrency = useDisplayCurrency();
  const { state, update } = useCalculatorUrl(displayCurrency);
  const devices = useDevices();
  const spot = useAlgorithmRows();
  const average = useAverageRows();
  const rate = useBtcRate(state.currency);
  const fees = useFeeInfo();
  const feeInfo = dataOf(fees.state);
  // The fees-and-horizons section shows USD, EUR and the display currency; the chosen one's rate is `rate`.
  // It shows once a device is chosen, so a calculator without one asks for no other rate.
  const otherRates = useBtcRates(state.choices.length > 0 ? ['USD', 'EUR', displayCurrency].filter((c) => c !== state.currency) : []);
  const economics = useMemo(
    () => ({ withdrawalFees: feeInfo?.withdrawal, rates: dataOf(otherRates.state) ?? {}, displayCurrency }),
    [feeInfo, otherRates.state, displayCurrency],
  );
  const reload = (): void => {
    devices.reload();
    reloadMarketStats();
  };
  return (
    <LiveData state={both(devices.state, spot)} reload={reload} testId="calculator" reserve="calculator">
      {([deviceList, spotRows]) => (
        <Calculator
          state={state}
          update={update}
          devices={deviceList}
          spotRows={spotRows}
          averageRows={average.rows}
          feeFraction={feeInfo ? sellerFeeFraction(feeInfo) : 0}
          btcRate={dataOf(rate.state) ?? 0}
          pricesAsOf={spot.status === 'ready' ? spot.asOf : undefined}
          ratesAsOf={rate.state.status === 'ready' ? rate.state.asOf : undefined}
          economics={economics}
        />
      )}
    </LiveData>
  );
}
