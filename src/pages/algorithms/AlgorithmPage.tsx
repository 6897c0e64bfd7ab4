import { useSnapshot } from 'valtio';
import { Link, useParams } from 'wouter';
import { RoutePage } from '../../components/page/RoutePage';
import { findAlgorithm } from '../../features/market/algorithm-rows';
import { LiveOrderBook } from '../../features/market/components/LiveOrderBook';
import { StratumAddresses } from '../../features/market/components/StratumAddresses';
import { useAlgorithmRows } from '../../features/market/use-market-stats';
import { marketState } from '../../features/market/state';
import { buildPath } from '../../config/paths';
import { FormattedMessage } from '../../lib/intl';
import { AlgorithmFigures } from './AlgorithmFigures';
import { DeviceExamples } from './DeviceExamples';
import './algorithms.css';

/** /algorithm/:name: live figures, units, what devices earn, and where to point a miner. */
export function AlgorithmPage() {
  const { name = '' } = useParams<{ name: string }>();
  const { algorithms } = useSnapshot(marketState);
  const rows = useAlgorithmRows();
  const algo = findAlgorithm(algorithms.data ?? [], name);
  // The list arrives with startup; until then (or if it failed) the figures block says so.
  const unknown = algorithms.data !== undefined && algorithms.data.length > 0 && algo === undefined;
  // Until the list is in (always so in the server's HTML), the page holds only what will not move when
  // it arrives: the lead in its place (named by the address) and the figures; the blocks that need
  // the algorithm and everything after them come with the list, below what is on screen (no layout shift).
  const waiting = (algorithms.data ?? []).length === 0 && algorithms.status !== 'error';
  return (
    <RoutePage name="algorithm">
      {unknown ? (
        <section className="notice notice--info" data-testid="algorithm-not-found">
          <h2>
            <FormattedMessage id="algorithm.notFound.heading" />
          </h2>
          <p>
            <FormattedMessage id="algorithm.notFound.text" values={{ name }} />
          </p>
          <p>
            <Link href={buildPath('algorithms')}>
              <FormattedMessage id="algorithm.notFound.link" />
            </Link>
          </p>
        </section>
      ) : (
        <>
          {(algo || waiting) && (
            <p data-testid="algorithm-about">
              <FormattedMessage id="algorithm.about.text" values={{ algorithm: algo?.title ?? name.toUpperCase() }} />
            </p>
          )}
          <AlgorithmFigures slug={name} state={rows} />
          {algo && <LiveOrderBook fixedAlgorithm={algo.algorithm} />}
          {algo && (
            <section className="algorithm-section" aria-labelledby="algorithm-stratum">
              <h2 id="algorithm-stratum">
                <FormattedMessage id="algorithm.stratum.heading" />
              </h2>
              <p>
                <FormattedMessage id="algorithm.stratum.text" values={{ algorithm: algo.title }} />
              </p>
              <StratumAddresses algorithm={algo.algorithm} />
              <p>
                <Link href={`${buildPath('stratumGenerator')}?algorithm=${algo.algorithm.toLowerCase()}`} data-testid="algorithm-stratum-generator">
                  <FormattedMessage id="algorithm.stratum.generator" values={{ algorithm: algo.title }} />
                </Link>
              </p>
            </section>
          )}
          {rows.status === 'ready' && <DeviceExamples row={rows.data.find((row) => row.slug === name.toLowerCase())} />}
          {!waiting && (
            <section className="algorithm-section" aria-labelledby="algorithm-next">
              <h2 id="algorithm-next">
                <FormattedMessage id="algorithm.next.heading" />
              </h2>
              <ul>
                <li>
                  <Link href={buildPath('algorithms')}>
                    <FormattedMessage id="algorithm.next.all" />
                  </Link>
                </li>
                <li>
                  <Link href={buildPath('compatiblePools')}>
                    <FormattedMessage id="algorithm.next.pools" />
                  </Link>
                </li>
                <li>
                  <Link href={buildPath('miningHardware')}>
                    <FormattedMessage id="algorithm.next.hardware" />
                  </Link>
                </li>
                <li>
                  <Link href={buildPath('pricing')}>
                    <FormattedMessage id="algorithm.next.pricing" />
                  </Link>
                </li>
              </ul>
            </section>
          )}
        </>
      )}
    </RoutePage>
  );
}
