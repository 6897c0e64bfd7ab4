import { Link } from 'wouter';
import { buildPath } from '../../config/paths';
import type { Device } from '../../features/market/devices';
import type { AlgorithmRow } from '../../features/market/algorithm-rows';
import { BtcPerDay } from '../../features/market/components/units';
import { bestAlgorithm } from '../../features/market/device-earnings';
import { FormattedMessage, FormattedNumber, type MessageId } from '../../lib/intl';
import { TableHead } from '../../components/ui/TableHead';

const CAPTIONS: Readonly<Record<string, MessageId>> = {
  GPU: 'hardware.category.GPU',
  CPU: 'hardware.category.CPU',
  ASIC: 'hardware.category.ASIC',
};

/** One category of devices with the best algorithm for each at the live prices, best earners first. */
export function DeviceTable({ category, devices, algorithms }: { category: string; devices: Device[]; algorithms: AlgorithmRow[] }) {
  const rows = devices
    .map((device) => ({ device, best: bestAlgorithm(device, algorithms) }))
    .sort((x, y) => (y.best?.btcPerDay ?? 0) - (x.best?.btcPerDay ?? 0));
  const caption = CAPTIONS[category];
  return (
    <div className="table-scroll">
      <table className="table" data-testid={`devices-${category}`}>
        <caption>{caption ? <FormattedMessage id={caption} /> : category}</caption>
        <TableHead
          columns={[
            'hardware.column.device',
            'hardware.column.bestAlgorithm',
            { label: 'hardware.column.earnings', numeric: true },
            { label: 'hardware.column.power', numeric: true },
          ]}
        />
        <tbody>
          {rows.map(({ device, best }) => (
            <tr key={device.id} data-testid="device-row">
              <th scope="row">
                <Link href={buildPath('calculator', { device: device.niceName })}>{device.name}</Link>
              </th>
              <td>{best ? <Link href={buildPath('algorithm', { name: best.algorithm.slug })}>{best.algorithm.title}</Link> : '–'}</td>
              <td className="table__number">{best ? <BtcPerDay value={best.btcPerDay} /> : '–'}</td>
              <td className="table__number">
                <FormattedNumber value={device.power} /> W
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
