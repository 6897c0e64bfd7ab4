import type { AlgorithmRow } from '../../features/market/algorithm-rows';
import { BtcPerDay } from '../../features/market/components/units';
import { earningsForAlgorithm } from '../../features/market/device-earnings';
import { useDevices } from '../../features/market/use-devices';
import { FormattedMessage, FormattedNumber } from '../../lib/intl';
import { ErrorNotice } from '../../components/ui/ErrorNotice';

const EXAMPLE_DEVICES = 6;

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
      {state.status === 'loading' && (
        <p className="muted" role="status">
          <FormattedMessage id="marketing.live.loading" />
        </p>
      )}
      {state.status === 'error' && (
        <ErrorNotice
          action={
            <button type="button" className="button button--secondary" onClick={reload}>
              <FormattedMessage id="error.retry" />
            </button>
          }
        >
          <FormattedMessage id="marketing.live.error" values={{ message: state.error }} />
        </ErrorNotice>
      )}
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
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="hardware.column.device" />
            </th>
            <th scope="col" className="table__number">
              <FormattedMessage id="algorithm.devices.speed" />
            </th>
            <th scope="col" className="table__number">
              <FormattedMessage id="hardware.column.earnings" />
            </th>
          </tr>
        </thead>
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
