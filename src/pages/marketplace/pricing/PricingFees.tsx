import type { FeeInfo } from '../../../features/fees/types';
import { useFeeInfo } from '../../../features/fees/use-fee-info';
import { FeeValue } from '../../../features/fees/components/FeeValue';
import { RemoteNotice } from '../../../components/ui/RemoteNotice';
import type { ReservedHeight } from '../../../components/ui/reserved-heights';
import '../../../components/ui/reserved-heights.css';
import { FormattedMessage } from '../../../lib/intl';
import { TierTable } from './TierTable';
import { WithdrawalFees } from './WithdrawalFees';

/** Platform fees are tiered by the account's 30-day volume in BTC. */
const VOLUME_UNIT = 'BTC';

const RESERVE: ReservedHeight = 'pricing-fees';
const MESSAGES = { loading: 'marketing.live.loading', error: 'pricing.error' } as const;

function Fees({ info }: { info: FeeInfo }) {
  const nonRefundable = info.buyingNonRefundableFee.intervals[0]?.element;
  return (
    <>
      <section aria-labelledby="pricing-buyers">
        <h2 id="pricing-buyers">
          <FormattedMessage id="pricing.buyers.heading" />
        </h2>
        <p>
          <FormattedMessage id="pricing.buyers.text" />
        </p>
        {nonRefundable && (
          <p data-testid="non-refundable-fee">
            <FormattedMessage
              id="pricing.buyers.nonRefundable"
              values={{
                fee: (
                  <strong>
                    <FeeValue element={nonRefundable} coin={info.buyingNonRefundableFee.coin ?? 'BTC'} />
                  </strong>
                ),
              }}
            />
          </p>
        )}
        <TierTable rule={info.buyingSpentFee} caption="pricing.buyers.spentCaption" tierUnit={VOLUME_UNIT} coin="BTC" testId="buyer-fees" />
      </section>
      <section aria-labelledby="pricing-sellers">
        <h2 id="pricing-sellers">
          <FormattedMessage id="pricing.sellers.heading" />
        </h2>
        <p>
          <FormattedMessage id="pricing.sellers.text" />
        </p>
        <TierTable rule={info.sellFee} caption="pricing.sellers.caption" tierUnit={VOLUME_UNIT} coin="BTC" testId="seller-fees" />
      </section>
      <section aria-labelledby="pricing-exchange">
        <h2 id="pricing-exchange">
          <FormattedMessage id="pricing.exchange.heading" />
        </h2>
        <p>
          <FormattedMessage id="pricing.exchange.text" />
        </p>
        <div className="fee-tables">
          <TierTable rule={info.exchangeMaker} caption="pricing.exchange.makerCaption" tierUnit={VOLUME_UNIT} coin="BTC" testId="maker-fees" />
          <TierTable rule={info.exchangeTaker} caption="pricing.exchange.takerCaption" tierUnit={VOLUME_UNIT} coin="BTC" testId="taker-fees" />
        </div>
      </section>
      <section aria-labelledby="pricing-withdrawals">
        <h2 id="pricing-withdrawals">
          <FormattedMessage id="pricing.withdrawal.heading" />
        </h2>
        <p>
          <FormattedMessage id="pricing.withdrawal.text" />
        </p>
        <WithdrawalFees fees={info.withdrawal} />
      </section>
    </>
  );
}

/**
 * The fee tables from the fee info call, or that they are loading, or why
 * they failed. The server renders the page with them (docs/rendering.md);
 * where it did not (the service worker's shell), the block keeps the tables'
 * height while loading (reserved-heights.ts), so the article below does not
 * move when they come.
 */
export function PricingFees() {
  const { state, reload } = useFeeInfo({ onServer: true });
  return (
    <div className="pricing-fees" data-testid="pricing-fees" aria-busy={state.status === 'loading'} data-reserve={RESERVE}>
      <RemoteNotice state={state} reload={reload} messages={MESSAGES} />
      {state.status === 'ready' && <Fees info={state.data} />}
    </div>
  );
}
