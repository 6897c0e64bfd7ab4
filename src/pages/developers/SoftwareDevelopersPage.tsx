/**
 * /software-developers: the API: base URL, public and signed calls, headers,
 * the official signing example step by step, the error body and the error
 * code table, then conventions, rate limits and clock skew
 * (content/pages/software-developers.md).
 */
import { RoutePage } from '../../components/page/RoutePage';
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
      <ErrorCodes />
      <PageArticle url="software-developers" />
    </RoutePage>
  );
}
