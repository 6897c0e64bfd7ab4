import { Link } from 'wouter';
import { RoutePage } from '../../components/page/RoutePage';
import { buildPath } from '../../config/paths';
import { PageArticle } from '../../features/content/components/PageArticle';
import { StratumAddresses } from '../../features/market/components/StratumAddresses';
import { FormattedMessage } from '../../lib/intl';
import './mining.css';

/** The algorithms most ASICs mine; their addresses are shown ready to paste into a miner's pool slots. */
const ASIC_ALGORITHMS = ['SHA256', 'SCRYPT'] as const;

/** /asic-mining: pointing an ASIC at the stratum, with the addresses to copy. */
export function AsicMiningPage() {
  return (
    <RoutePage
      name="asicMining"
      actions={
        <Link className="button" href={buildPath('guide', { url: 'asic-stratum' })}>
          <FormattedMessage id="asic.cta.guide" />
        </Link>
      }
    >
      <section aria-labelledby="asic-stratum">
        <h2 id="asic-stratum">
          <FormattedMessage id="asic.stratum.heading" />
        </h2>
        <p>
          <FormattedMessage id="asic.stratum.text" />
        </p>
        {ASIC_ALGORITHMS.map((algorithm) => (
          <StratumAddresses key={algorithm} algorithm={algorithm} />
        ))}
      </section>
      <PageArticle category="page" url="asic-mining" />
    </RoutePage>
  );
}
