import { useId } from 'react';
import { Link } from 'wouter';
import { Island } from '../../components/island/Island';
import { RoutePage } from '../../components/page/RoutePage';
import { buildPath } from '../../config/paths';
import { DoctorChecks } from '../../features/stratum-doctor/components/DoctorChecks';
import { StratumDoctor } from '../../features/stratum-doctor/components/StratumDoctor';
import { FormattedMessage } from '../../lib/intl';

/**
 * /stratum-generator/doctor: a miner's log read in the browser, its findings,
 * the way back to the generator, and what the doctor recognises. A page of
 * islands: the form (with the report it draws) is the island, hydrated when
 * first used; what the doctor recognises is the server's HTML.
 */
export function StratumDoctorPage() {
  const id = useId();
  return (
    <RoutePage name="stratumDoctor">
      <Island name="stratumDoctor" hydrate="interaction" component={StratumDoctor} props={{ id }} />
      <p className="stratum-doctor__generator">
        <Link href={buildPath('stratumGenerator')} data-testid="doctor-generator-link">
          <FormattedMessage id="stratumDoctor.generatorLink" />
        </Link>
      </p>
      <DoctorChecks />
    </RoutePage>
  );
}
