import { Link } from 'wouter';
import { buildPath } from '../../config/paths';
import { FormattedMessage } from '../../lib/intl';
import { Island } from '../../components/island/Island';
import { RoutePage } from '../../components/page/RoutePage';
import { PageArticle } from '../../features/content/components/PageArticle';
import { StratumGeneratorTool } from './StratumGeneratorTool';

/**
 * /stratum-generator: the generator, its inputs in the address, the doctor
 * for a miner that does not connect, then the three stratum settings
 * explained. A page of islands: the generator is the island, due at once.
 */
export function StratumGeneratorPage() {
  return (
    <RoutePage name="stratumGenerator">
      <Island name="stratumGenerator" hydrate="load" component={StratumGeneratorTool} props={{}} />
      <p className="stratum-generator__doctor">
        <Link href={buildPath('stratumDoctor')} data-testid="stratum-doctor-link">
          <FormattedMessage id="stratumGenerator.doctorLink" />
        </Link>
      </p>
      <PageArticle url="stratum-generator" />
    </RoutePage>
  );
}
