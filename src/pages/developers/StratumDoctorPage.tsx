import { Link } from 'wouter';
import { RoutePage } from '../../components/page/RoutePage';
import { buildPath } from '../../config/paths';
import { DoctorChecks } from '../../features/stratum-doctor/components/DoctorChecks';
import { StratumDoctor } from '../../features/stratum-doctor/components/StratumDoctor';
import { FormattedMessage } from '../../lib/intl';

/** /stratum-generator/doctor: a miner's log read in the browser, its findings, the way back to the generator, and what the doctor recognises. */
export function StratumDoctorPage() {
  return (
    <RoutePage name="stratumDoctor">
      <StratumDoctor />
      <p className="stratum-doctor__generator">
        <Link href={buildPath('stratumGenerator')} data-testid="doctor-generator-link">
          <FormattedMessage id="stratumDoctor.generatorLink" />
        </Link>
      </p>
      <DoctorChecks />
    </RoutePage>
  );
}
