import type { ReactNode } from 'react';
import { LiveData } from '../../features/market/components/LiveData';
import { PriceValue, SpeedValue } from '../../features/market/components/units';
import { reloadMarketStats } from '../../features/market/use-market-stats';
import type { AlgorithmRow } from '../../features/market/algorithm-rows';
import { FormattedMessage, FormattedNumber, type MessageId } from '../../lib/intl';
import type { Remote } from '../../lib/remote';

function Figure({ label, children }: { label: MessageId; children: ReactNode }) {
  return (
    <div>
      <dt className="stat__label">
        <FormattedMessage id={label} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

function Figures({ row }: { row: AlgorithmRow }) {
  return (
    <>
      <dl className="algorithm-figures" data-testid="algorithm-figures">
        <Figure label="algorithms.column.price">
          <PriceValue value={row.payingPrice} unit={row.priceUnit} />
        </Figure>
        <Figure label="algorithms.column.speed">
          <SpeedValue value={row.speed} unit={row.marketUnit} />
        </Figure>
        <Figure label="algorithms.column.rigs">{row.rigs === null ? '–' : <FormattedNumber value={row.rigs} />}</Figure>
        <Figure label="algorithms.column.orders">{row.orders === null ? '–' : <FormattedNumber value={row.orders} />}</Figure>
      </dl>
      <h3>
        <FormattedMessage id="algorithm.units.heading" />
      </h3>
      <p>
        <FormattedMessage
          id="algorithm.units.text"
          values={{ algorithm: row.title, miningUnit: `${row.miningUnit}/s`, marketUnit: `${row.marketUnit}/s`, priceUnit: row.priceUnit }}
        />
      </p>
    </>
  );
}

/** The live price, speed, rigs and orders of one algorithm, and the units they are in. */
export function AlgorithmFigures({ slug, state }: { slug: string; state: Remote<AlgorithmRow[]> }) {
  return (
    <section className="algorithm-section" aria-labelledby="algorithm-live">
      <h2 id="algorithm-live">
        <FormattedMessage id="algorithm.live.heading" />
      </h2>
      <LiveData state={state} reload={reloadMarketStats} testId="algorithm-live" reserve="algorithm-figures">
        {(rows) => {
          const row = rows.find((candidate) => candidate.slug === slug.toLowerCase());
          return row ? <Figures row={row} /> : null;
        }}
      </LiveData>
    </section>
  );
}
