/**
 * /software-developers/signing: the signing doctor (docs/api-signing.md, "The
 * signing doctor"). The form is the island; the note that the secret stays in
 * the page and every finding's explanation and fix are the server's HTML.
 */
import { useId } from 'react';
import { Link } from 'wouter';
import { Island } from '../../components/island/Island';
import { RoutePage } from '../../components/page/RoutePage';
import { buildPath } from '../../config/paths';
import { FindingExplanations } from '../../features/signing-doctor/components/FindingExplanations';
import { SigningDoctorForm } from '../../features/signing-doctor/components/SigningDoctorForm';
import { FormattedMessage } from '../../lib/intl';

export function SigningDoctorPage() {
  const id = useId();
  return (
    <RoutePage name="signingDoctor">
      <p className="signing-doctor__privacy" data-testid="signing-privacy">
        <FormattedMessage id="signingDoctor.privacy" />
      </p>
      <p>
        <FormattedMessage id="signingDoctor.intro" />
      </p>
      <noscript>
        <p>
          <FormattedMessage id="signingDoctor.noScript" />
        </p>
      </noscript>
      <Island name="signingDoctor" hydrate="interaction" component={SigningDoctorForm} props={{ id }} />
      <FindingExplanations />
      <p>
        <Link href={buildPath('softwareDevelopers')}>
          <FormattedMessage id="signingDoctor.backLink" />
        </Link>
      </p>
    </RoutePage>
  );
}
