import { RoutePage } from '../../components/page/RoutePage';

/** /law-enforcement-request: its content arrives with the content issue, inside this module. */
export function LawEnforcementRequestPage() {
  return <RoutePage name="lawEnforcementRequest" />;
}
