import { FormattedMessage, FormattedNumber, type MessageId } from '../../../../lib/intl';
import { SATOSHI_PER_BTC } from '../../calculator/backtest';
import { GAP_PARTS, type EarningsGap, type GapPartKey } from '../../miner/earnings-gap';

const LABEL: Record<GapPartKey, MessageId> = {
  rejects: 'minerAddress.gap.part.rejects',
  belowReported: 'minerAddress.gap.part.belowReported',
  offline: 'minerAddress.gap.part.offline',
  price: 'minerAddress.gap.part.price',
  fees: 'minerAddress.gap.part.fees',
};
const HELP: Record<GapPartKey, MessageId> = {
  rejects: 'minerAddress.gap.help.rejects',
  belowReported: 'minerAddress.gap.help.belowReported',
  offline: 'minerAddress.gap.help.offline',
  price: 'minerAddress.gap.help.price',
  fees: 'minerAddress.gap.help.fees',
};

function Btc({ sats }: { sats: number }) {
  return <FormattedNumber value={sats / SATOSHI_PER_BTC} minimumFractionDigits={8} maximumFractionDigits={8} />;
}
function Fiat({ minor, currency }: { minor: number | null; currency: string }) {
  return minor === null ? <>–</> : <FormattedNumber value={minor / 100} style="currency" currency={currency} />;
}

/** The gap between the estimate and what was earned on a day, its parts largest first, each with its help; the parts add up to the gap. */
export function EarningsGapView({ gap, currency }: { gap: EarningsGap; currency: string }) {
  return (
    <>
      <div className="table-scroll">
        <table className="table miner__table" data-testid="earnings-gap">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="minerAddress.gap.col.cause" />
              </th>
              <th scope="col" className="table__number">
                BTC
              </th>
              <th scope="col" className="table__number">
                {currency}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">
                <FormattedMessage id="minerAddress.gap.estimate" />
              </th>
              <td className="table__number" data-testid="gap-estimate">
                <Btc sats={gap.estimateSats} />
              </td>
              <td className="table__number">
                <Fiat minor={gap.estimateFiatMinor} currency={currency} />
              </td>
            </tr>
            <tr>
              <th scope="row">
                <FormattedMessage id="minerAddress.gap.earned" />
              </th>
              <td className="table__number" data-testid="gap-earned">
                <Btc sats={gap.earnedSats} />
              </td>
              <td className="table__number">
                <Fiat minor={gap.earnedFiatMinor} currency={currency} />
              </td>
            </tr>
            {gap.parts.map((part) => (
              <tr key={part.key} data-testid="gap-part" data-part={part.key} data-sats={part.sats}>
                <th scope="row">
                  <FormattedMessage id={LABEL[part.key]} />{' '}
                  <a href={`#gap-help-${part.key}`} className="miner__help">
                    <FormattedMessage id="minerAddress.gap.why" />
                  </a>
                </th>
                <td className="table__number">
                  <Btc sats={part.sats} />
                </td>
                <td className="table__number">
                  <Fiat minor={part.fiatMinor} currency={currency} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr data-testid="gap-total" data-sats={gap.gapSats}>
              <th scope="row">
                <FormattedMessage id="minerAddress.gap.total" />
              </th>
              <td className="table__number">
                <Btc sats={gap.gapSats} />
              </td>
              <td className="table__number">
                <Fiat minor={gap.gapFiatMinor} currency={currency} />
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <dl className="miner__help-list">
        {GAP_PARTS.map((key) => (
          <div key={key} id={`gap-help-${key}`}>
            <dt>
              <FormattedMessage id={LABEL[key]} />
            </dt>
            <dd>
              <FormattedMessage id={HELP[key]} />
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
