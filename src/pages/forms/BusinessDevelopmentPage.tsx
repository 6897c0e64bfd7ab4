/** /business-development: who we partner with and what to send (content/pages/business-development.md), and the form. */
import { RoutePage } from '../../components/page/RoutePage';
import { PageArticle } from '../../features/content/components/PageArticle';
import { FormCard } from '../../features/forms/components/FormCard';

export function BusinessDevelopmentPage() {
  return (
    <RoutePage name="businessDevelopment">
      <FormCard form="businessDevelopment" heading="forms.businessDevelopment.heading" />
      <PageArticle url="business-development" />
    </RoutePage>
  );
}
