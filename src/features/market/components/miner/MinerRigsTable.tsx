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

/** The address's rigs as rigs2 gives them: status, algorithm, speeds, rejects by reason, BTC per day; then unpaid and the next payout. */
export function MinerRigsTable({ rigs }: { rigs: MinerRigs }) {
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
          <table className="table miner__table">
            <TableHead
              columns={[
                'minerAddress.col.rig',
                'minerAddress.col.status',
                'minerAddress.col.algorithm',
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
                    <td>{stat?.algorithm.description ?? '–'}</td>
                    <td className="table__number">{stat ? speed(stat.speedAccepted) : '–'}</td>
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
