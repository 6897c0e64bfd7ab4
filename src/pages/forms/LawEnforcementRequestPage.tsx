/** /law-enforcement-request: what a request must contain and how we handle it (content/pages/law-enforcement-request.md), and where to send it. */
import { RoutePage } from '../../components/page/RoutePage';
import { PageArticle } from '../../features/content/components/PageArticle';
import { ContactCard } from './ContactCard';

export function LawEnforcementRequestPage() {
  return (
    <RoutePage name="lawEnforcementRequest">
      <PageArticle url="law-enforcement-request" />
      <ContactCard email="lawenforcement@hashvale.example" subject="Law enforcement request" text="lawEnforcement.contact.text" />
    </RoutePage>
  );
}
