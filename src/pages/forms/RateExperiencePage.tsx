/** /rate-experience?caseId=…: a rating and a comment, linkable from a support case (content/pages/rate-experience.md). */
import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { RoutePage } from '../../components/page/RoutePage';
import { PageArticle } from '../../features/content/components/PageArticle';
import { FormCard } from '../../features/forms/components/FormCard';

export function RateExperiencePage() {
  const caseId = new URLSearchParams(useSearch()).get('caseId')?.slice(0, 100);
  const extra = useMemo(() => (caseId ? { caseId } : undefined), [caseId]);
  return (
    <RoutePage name="rateExperience">
      <FormCard form="rateExperience" heading="forms.rateExperience.heading" extra={extra} />
      <PageArticle url="rate-experience" />
    </RoutePage>
  );
}
