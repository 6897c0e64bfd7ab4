import type { AlgorithmRow } from '../../features/market/algorithm-rows';
import { BtcPerDay } from '../../features/market/components/units';
import { earningsForAlgorithm } from '../../features/market/device-earnings';
import { useDevices } from '../../features/market/use-devices';
import { FormattedMessage, FormattedNumber } from '../../lib/intl';
import { RemoteNotice } from '../../components/ui/RemoteNotice';
import { TableHead } from '../../components/ui/TableHead';

const EXAMPLE_DEVICES = 6;
const LIVE_MESSAGES = { loading: 'marketing.live.loading', error: 'marketing.live.error' } as const;

/** 1000000000000 -> "10^12": factors are powers of ten. */
function powerOfTen(factor: number): string {
  return `10^${Math.round(Math.log10(factor))}`;
}

/** What the best few devices for this algorithm earn a day at the live price, with the formula. */
export function DeviceExamples({ row }: { row: AlgorithmRow | undefined }) {
  const { state, reload } = useDevices();
  if (!row || row.payingPrice === null) return null;
  return (
    <section className="algorithm-section" aria-labelledby="algorithm-devices">
      <h2 id="algorithm-devices">
        <FormattedMessage id="algorithm.devices.heading" />
      </h2>
      <p>
        <FormattedMessage
          id="algorithm.devices.formula"
          values={{ miningFactor: powerOfTen(row.miningFactor), marketFactor: powerOfTen(row.marketFactor), miningUnit: `${row.miningUnit}/s` }}
        />
      </p>
      <RemoteNotice state={state} reload={reload} messages={LIVE_MESSAGES} />
      {state.status === 'ready' && <ExampleTable row={row} devices={earningsForAlgorithm(state.data, row, EXAMPLE_DEVICES)} />}
    </section>
  );
}

function ExampleTable({ row, devices }: { row: AlgorithmRow; devices: ReturnType<typeof earningsForAlgorithm> }) {
  if (devices.length === 0) {
    return (
      <p className="muted">
        <FormattedMessage id="algorithm.devices.none" />
      </p>
    );
  }
  return (
    <div className="table-scroll">
      <table className="table" data-testid="algorithm-devices">
        <caption>
          <FormattedMessage id="algorithm.devices.caption" values={{ algorithm: row.title }} />
        </caption>
        <TableHead
          columns={['hardware.column.device', { label: 'algorithm.devices.speed', numeric: true }, { label: 'hardware.column.earnings', numeric: true }]}
        />
        <tbody>
          {devices.map((entry) => (
            <tr key={entry.device.id}>
              <th scope="row">{entry.device.name}</th>
              <td className="table__number">
                <FormattedNumber value={entry.speed} maximumFractionDigits={6} /> <span className="stat__unit">{row.miningUnit}/s</span>
              </td>
              <td className="table__number">
                <BtcPerDay value={entry.btcPerDay} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
