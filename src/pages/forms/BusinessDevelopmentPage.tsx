/** /business-development: who we partner with and what to send (content/pages/business-development.md), and the address to send it to. */
import { RoutePage } from '../../components/page/RoutePage';
import { PageArticle } from '../../features/content/components/PageArticle';
import { ContactCard } from './ContactCard';

export function BusinessDevelopmentPage() {
  return (
    <RoutePage name="businessDevelopment">
      <PageArticle url="business-development" />
      <ContactCard email="bd@hashvale.example" subject="Partnership proposal" text="bizdev.contact.text" />
    </RoutePage>
  );
}
