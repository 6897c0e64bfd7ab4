import { RoutePage } from '../../components/page/RoutePage';
import { PageArticle } from '../../features/content/components/PageArticle';
import { LiveData } from '../../features/market/components/LiveData';
import { reloadMarketStats, useAlgorithmRows } from '../../features/market/use-market-stats';
import { FormattedMessage } from '../../lib/intl';
import { AlgorithmsTable } from './AlgorithmsTable';
import './algorithms.css';

/** /algorithm: every enabled algorithm with its live price, speed, rigs and orders, then how to read them. */
export function AlgorithmsPage() {
  const rows = useAlgorithmRows();
  return (
    <RoutePage name="algorithms">
      <section className="algorithm-section" aria-labelledby="algorithms-live">
        <h2 id="algorithms-live">
          <FormattedMessage id="algorithms.live.heading" />
        </h2>
        <p>
          <FormattedMessage id="algorithms.live.intro" />
        </p>
        <LiveData state={rows} reload={reloadMarketStats} testId="algorithms-live" reserve="algorithms">
          {(data) => <AlgorithmsTable rows={data} />}
        </LiveData>
      </section>
      <PageArticle category="page" url="algorithms" />
    </RoutePage>
  );
}
