/** /law-enforcement-request: what a request must contain (content/pages/law-enforcement-request.md), and the form with documents. */
import { RoutePage } from '../../components/page/RoutePage';
import { PageArticle } from '../../features/content/components/PageArticle';
import { FormCard } from '../../features/forms/components/FormCard';

export function LawEnforcementRequestPage() {
  return (
    <RoutePage name="lawEnforcementRequest">
      <FormCard form="lawEnforcementRequest" heading="forms.lawEnforcementRequest.heading" />
      <PageArticle url="law-enforcement-request" />
    </RoutePage>
  );
}
