/** /rate-experience: how we use support ratings and how to rate a case (content/pages/rate-experience.md). */
import { RoutePage } from '../../components/page/RoutePage';
import { PageArticle } from '../../features/content/components/PageArticle';

export function RateExperiencePage() {
  return (
    <RoutePage name="rateExperience">
      <PageArticle url="rate-experience" />
    </RoutePage>
  );
}
