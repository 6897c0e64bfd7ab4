import { ErrorNotice } from '../../components/ui/ErrorNotice';
import { LiveData } from '../../features/market/components/LiveData';
import { groupByCategory } from '../../features/market/device-earnings';
import { useDevices } from '../../features/market/use-devices';
import { reloadMarketStats, useAlgorithmRows } from '../../features/market/use-market-stats';
import { FormattedMessage } from '../../lib/intl';
import { DeviceTable } from './DeviceTable';

/** Every device of the profitability calculator, grouped by GPU, CPU and ASIC, valued at the live prices. */
export function HardwareList() {
  const devices = useDevices();
  const algorithms = useAlgorithmRows();
  if (devices.state.status === 'error') {
    return (
      <ErrorNotice
        action={
          <button type="button" className="button button--secondary" onClick={devices.reload}>
            <FormattedMessage id="error.retry" />
          </button>
        }
      >
        <FormattedMessage id="marketing.live.error" values={{ message: devices.state.error }} />
      </ErrorNotice>
    );
  }
  const list = devices.state.status === 'ready' ? devices.state.data : null;
  return (
    <LiveData
      state={list === null && algorithms.status === 'ready' ? { status: 'loading' } : algorithms}
      reload={reloadMarketStats}
      testId="hardware-live"
      reserve="hardware-list"
    >
      {(rows) =>
        groupByCategory(list ?? []).map((group) => (
          <section key={group.category} aria-labelledby={`hardware-${group.category}`}>
            <h2 id={`hardware-${group.category}`}>
              <FormattedMessage id="hardware.group.heading" values={{ category: group.category, count: group.devices.length }} />
            </h2>
            <DeviceTable category={group.category} devices={group.devices} algorithms={rows} />
          </section>
        ))
      }
    </LiveData>
  );
}
