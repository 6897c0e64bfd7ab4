import { Link } from 'wouter';
import { RoutePage } from '../../components/page/RoutePage';
import { buildPath } from '../../config/paths';
import { PageArticle } from '../../features/content/components/PageArticle';
import { FormattedMessage } from '../../lib/intl';

/** /cpu-gpu-mining: mining with graphics cards and processors. */
export function CpuGpuMiningPage() {
  return (
    <RoutePage
      name="cpuGpuMining"
      actions={
        <>
          <Link className="button" href={buildPath('miner')}>
            <FormattedMessage id="marketing.cta.startMining" />
          </Link>
          <Link className="button button--secondary" href={buildPath('miningHardware')}>
            <FormattedMessage id="marketing.cta.hardware" />
          </Link>
        </>
      }
    >
      <PageArticle category="page" url="cpu-gpu-mining" />
    </RoutePage>
  );
}
