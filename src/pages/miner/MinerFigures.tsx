import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { FormattedMessage } from '../../lib/intl';
import { both, dataOf } from '../../lib/remote';
import { useBtcRate } from '../../features/currencies/use-btc-rate';
import { explorerUrl } from '../../features/currencies/lib/explorer';
import { useCurrencyList } from '../../features/currencies/use-currency-list';
import { sellerFeeFraction } from '../../features/fees/seller-fee';
import { useFeeInfo } from '../../features/fees/use-fee-info';
import { useDisplayCurrency } from '../../features/preferences/use-display-currency';
import { LiveData } from '../../features/market/components/LiveData';
import { EarningsGapView } from '../../features/market/components/miner/EarningsGapView';
import { MinerPayoutsTable } from '../../features/market/components/miner/MinerPayoutsTable';
import { MinerRigsTable } from '../../features/market/components/miner/MinerRigsTable';
import '../../components/ui/field.css';
import '../../features/market/components/miner/miner.css';
import { dayGap, pastDays } from '../../features/market/miner/day-gap';
import { useMinerDay, useMinerPayouts, useMinerRigs } from '../../features/market/use-miner-address';
import { useAlgorithms } from '../../features/market/use-algorithms';
import { useQueryParams } from '../../features/content/lib/use-query-params';

/** Days offered for "Why did I earn less?" (the server keeps 30). */
const DAYS_OFFERED = 7;

/** A fixed id: the figures are an island (src/components/island/Island.tsx), one per page. */
const DAY_SELECT_ID = 'miner-day';

/**
 * A payout address's live figures: its rigs, why a day earned less than its
 * estimate (the day in the address, ?day=YYYY-MM-DD, so a shared link shows
 * the same breakdown), and its payouts. The island of /my/miner/{address}.
 */
export function MinerFigures({ address }: { address: string }) {
  const [days] = useState(() => pastDays(Date.now(), DAYS_OFFERED));
  const query = useQueryParams();
  const [location, navigate] = useLocation();
  const dayAsked = query.get('day');
  const day = dayAsked && days.includes(dayAsked) ? dayAsked : days[0]!;
  const setDay = (next: string) => {
    const params = new URLSearchParams(query);
    if (next === days[0]) params.delete('day');
    else params.set('day', next);
    const search = params.toString();
    navigate(search ? `${location}?${search}` : location, { replace: true });
  };
  const algorithms = dataOf(useAlgorithms().state);
  const units = useMemo(() => new Map((algorithms ?? []).map((a) => [a.algorithm, a.displayMiningFactor ?? ''])), [algorithms]);
  const rigs = useMinerRigs(address);
  const dayFigures = useMinerDay(address, day);
  const payouts = useMinerPayouts(address);
  const currency = useDisplayCurrency();
  const rate = dataOf(useBtcRate(currency).state);
  const fees = useFeeInfo();
  const btc = useCurrencyList()?.find((c) => c.symbol === 'BTC');
  const txUrl = (txId: string) => explorerUrl(btc, 'transaction', txId);
  return (
    <>
      <h2>
        <FormattedMessage id="minerAddress.rigs.heading" />
      </h2>
      <LiveData state={rigs.state} reload={rigs.reload} testId="miner-rigs-block" reserve="miner-rigs">
        {(data) => <MinerRigsTable rigs={data} units={units} />}
      </LiveData>
      <h2>
        <FormattedMessage id="minerAddress.gap.heading" />
      </h2>
      <p>
        <FormattedMessage id="minerAddress.gap.lead" />
      </p>
      <div className="field miner__day">
        <label className="field__label" htmlFor={DAY_SELECT_ID}>
          <FormattedMessage id="minerAddress.gap.day" />
        </label>
        <select id={DAY_SELECT_ID} className="field__input" value={day} onChange={(e) => setDay(e.target.value)} data-testid="gap-day">
          {days.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
      </div>
      {/* The fee is one of the parts: the breakdown waits for it rather than show a gap without fees first. */}
      <LiveData state={both(dayFigures.state, fees.state)} reload={dayFigures.reload} testId="miner-day-block" reserve="miner-day">
        {([data, feeInfo]) => <EarningsGapView gap={dayGap(data, sellerFeeFraction(feeInfo), rate ?? null)} currency={currency} />}
      </LiveData>
      <h2>
        <FormattedMessage id="minerAddress.payouts.heading" />
      </h2>
      <LiveData state={payouts.state} reload={payouts.reload} testId="miner-payouts-block" reserve="miner-payouts">
        {(data) => <MinerPayoutsTable payouts={data} txUrl={txUrl} />}
      </LiveData>
    </>
  );
}
