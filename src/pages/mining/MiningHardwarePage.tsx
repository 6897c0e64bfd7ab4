import { Link } from 'wouter';
import { RoutePage } from '../../components/page/RoutePage';
import { buildPath } from '../../config/paths';
import { PageArticle } from '../../features/content/components/PageArticle';
import { FormattedMessage } from '../../lib/intl';
import { HardwareList } from './HardwareList';
import './mining.css';

/** /mining-hardware: the devices we know, what each earns on its best algorithm today, and how to choose. */
export function MiningHardwarePage() {
  return (
    <RoutePage
      name="miningHardware"
      actions={
        <Link className="button" href={buildPath('calculator')}>
          <FormattedMessage id="hardware.cta.calculator" />
        </Link>
      }
    >
      <p>
        <FormattedMessage id="hardware.intro" />
      </p>
      <HardwareList />
      <PageArticle category="page" url="mining-hardware" />
    </RoutePage>
  );
}
