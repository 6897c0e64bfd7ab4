import { RoutePage } from '../../components/page/RoutePage';

/** /rate-experience: its content arrives with the content issue, inside this module. */
export function RateExperiencePage() {
  return <RoutePage name="rateExperience" />;
}
