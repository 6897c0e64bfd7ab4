import { RoutePage } from '../../components/page/RoutePage';

/** /legal-privacy/:page?: its content arrives with the content issue, inside this module. */
export function LegalPrivacyPage() {
  return <RoutePage name="legalPrivacy" />;
}
