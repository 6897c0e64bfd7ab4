import { RoutePage } from '../../components/page/RoutePage';

/** /security: its content arrives with the content issue, inside this module. */
export function SecurityPage() {
  return <RoutePage name="security" />;
}
