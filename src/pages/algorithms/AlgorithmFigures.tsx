import { Stat } from '../../components/ui/Stat';
import { LiveData } from '../../features/market/components/LiveData';
import { PriceValue, SpeedValue } from '../../features/market/components/units';
import { reloadMarketStats } from '../../features/market/use-market-stats';
import type { AlgorithmRow } from '../../features/market/algorithm-rows';
import { FormattedMessage, FormattedNumber } from '../../lib/intl';
import type { Remote } from '../../lib/remote';

function Figures({ row }: { row: AlgorithmRow }) {
  return (
    <>
      <dl className="algorithm-figures" data-testid="algorithm-figures">
        <Stat emphasis={false} label="algorithms.column.price">
          <PriceValue value={row.payingPrice} unit={row.priceUnit} />
        </Stat>
        <Stat emphasis={false} label="algorithms.column.speed">
          <SpeedValue value={row.speed} unit={row.marketUnit} />
        </Stat>
        <Stat emphasis={false} label="algorithms.column.rigs">
          {row.rigs === null ? '–' : <FormattedNumber value={row.rigs} />}
        </Stat>
        <Stat emphasis={false} label="algorithms.column.orders">
          {row.orders === null ? '–' : <FormattedNumber value={row.orders} />}
        </Stat>
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
