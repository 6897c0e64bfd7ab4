import { TableHead } from '../../../../components/ui/TableHead';
import { FormattedMessage, FormattedNumber, FormattedTime, type MessageId } from '../../../../lib/intl';
import type { MinerRigs } from '../../api/get-miner';

const REASONS = [
  ['speedRejectedR2Stale', 'minerAddress.reason.STALE'],
  ['speedRejectedR1Target', 'minerAddress.reason.TARGET'],
  ['speedRejectedR3Duplicate', 'minerAddress.reason.DUPLICATE'],
  ['speedRejectedR4NTime', 'minerAddress.reason.NTIME'],
  ['speedRejectedR5Other', 'minerAddress.reason.OTHER'],
] as const;
const STATUS: Record<string, MessageId> = {
  MINING: 'minerAddress.status.MINING',
  BENCHMARKING: 'minerAddress.status.BENCHMARKING',
  STOPPED: 'minerAddress.status.STOPPED',
  OFFLINE: 'minerAddress.status.OFFLINE',
};
const speed = (x: number) => <FormattedNumber value={x} maximumSignificantDigits={4} />;

type MinerRig = MinerRigs['miningRigs'][number];

/** The rig's devices grouped by model, e.g. "8 × NVIDIA RTX 3070". */
function deviceGroups(rig: MinerRig): Array<{ name: string; count: number }> {
  const counts = new Map<string, number>();
  for (const device of rig.devices) counts.set(device.name, (counts.get(device.name) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count }));
}

/** What the rig's devices report for an algorithm, in its mining units. */
function reportedSpeed(rig: MinerRig, algorithm: string): number {
  return rig.devices.reduce((sum, device) => sum + (device.speeds.find((s) => s.algorithm === algorithm)?.speed ?? 0), 0);
}

/**
 * The address's rigs as rigs2 gives them: status, devices, algorithm, the speed
 * reported and accepted, rejects by reason, BTC per day; then unpaid and the
 * next payout. `units` maps an algorithm to its mining unit ("MH"), when known.
 */
export function MinerRigsTable({ rigs, units }: { rigs: MinerRigs; units: ReadonlyMap<string, string> }) {
  const withUnit = (x: number, algorithm: string) => (
    <>
      {speed(x)}
      {units.has(algorithm) ? ` ${units.get(algorithm)}/s` : ''}
    </>
  );
  return (
    <div data-testid="miner-rigs">
      <p>
        <FormattedMessage
          id="minerAddress.rigs.summary"
          values={{
            count: rigs.totalRigs,
            unpaid: <strong data-testid="miner-unpaid">{rigs.unpaidAmount} BTC</strong>,
            time: <FormattedTime value={Date.parse(rigs.nextPayoutTimestamp)} timeStyle="short" dateStyle="short" timeZone="UTC" />,
          }}
        />
      </p>
      {rigs.miningRigs.length === 0 ? (
        <p>
          <FormattedMessage id="minerAddress.rigs.none" />
        </p>
      ) : (
        <div className="table-scroll">
          <table className="table miner__table miner__rigs">
            <TableHead
              columns={[
                'minerAddress.col.rig',
                'minerAddress.col.status',
                'minerAddress.col.devices',
                'minerAddress.col.algorithm',
                { label: 'minerAddress.col.reported', numeric: true },
                { label: 'minerAddress.col.accepted', numeric: true },
                'minerAddress.col.rejected',
                { label: 'minerAddress.col.profitability', numeric: true },
              ]}
            />
            <tbody>
              {rigs.miningRigs.map((rig) => {
                const stat = rig.stats[0];
                return (
                  <tr key={rig.rigId} data-testid="miner-rig">
                    <th scope="row">{rig.name}</th>
                    <td>{STATUS[rig.minerStatus] ? <FormattedMessage id={STATUS[rig.minerStatus]!} /> : rig.minerStatus}</td>
                    <td data-testid="miner-rig-devices">
                      {deviceGroups(rig).map(({ name, count }) => (
                        <span key={name} className="miner__device">
                          <FormattedMessage id="minerAddress.devices" values={{ count, name }} />
                        </span>
                      ))}
                    </td>
                    <td>{stat?.algorithm.description ?? '–'}</td>
                    <td className="table__number" data-testid="miner-rig-reported">
                      {stat ? withUnit(reportedSpeed(rig, stat.algorithm.enumName), stat.algorithm.enumName) : '–'}
                    </td>
                    <td className="table__number" data-testid="miner-rig-accepted">
                      {stat ? withUnit(stat.speedAccepted, stat.algorithm.enumName) : '–'}
                    </td>
                    <td>
                      {stat
                        ? REASONS.filter(([field]) => stat[field] > 0).map(([field, label]) => (
                            <span key={field} className="miner__reason">
                              <FormattedMessage id={label} /> {speed(stat[field])}
                            </span>
                          ))
                        : '–'}
                    </td>
                    <td className="table__number">{stat ? <FormattedNumber value={stat.profitability} maximumFractionDigits={8} /> : '0'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
