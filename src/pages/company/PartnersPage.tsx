import { RoutePage } from '../../components/page/RoutePage';

/** /partners: its content arrives with the content issue, inside this module. */
export function PartnersPage() {
  return <RoutePage name="partners" />;
}
