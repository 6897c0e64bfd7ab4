/**
 * /software-developers: the API: base URL, public and signed calls, headers,
 * the official signing example step by step, the error body and the error
 * code table, then conventions, rate limits and clock skew
 * (content/pages/software-developers.md).
 */
import { Link } from 'wouter';
import { RoutePage } from '../../components/page/RoutePage';
import { buildPath } from '../../config/paths';
import { FormattedMessage } from '../../lib/intl';
import { PageArticle } from '../../features/content/components/PageArticle';
import { ApiBasics } from './software-developers/ApiBasics';
import { DocsLinks } from './software-developers/DocsLinks';
import { ErrorCodes } from './software-developers/ErrorCodes';
import { SigningExample } from './software-developers/SigningExample';
import './software-developers/software-developers.css';

export function SoftwareDevelopersPage() {
  return (
    <RoutePage name="softwareDevelopers">
      <ApiBasics />
      <DocsLinks />
      <SigningExample />
      <p data-testid="signing-doctor-link">
        <FormattedMessage
          id="dev.signing.doctor"
          values={{
            link: (
              <Link href={buildPath('signingDoctor')}>
                <FormattedMessage id="dev.signing.doctorLinkText" />
              </Link>
            ),
          }}
        />
      </p>
      <ErrorCodes />
      <PageArticle url="software-developers" />
    </RoutePage>
  );
}
