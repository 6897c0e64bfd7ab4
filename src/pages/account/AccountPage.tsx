import { RoutePage } from '../../components/page/RoutePage';

/** /my/*?: its content arrives with the content issue, inside this module. */
export function AccountPage() {
  return <RoutePage name="account" />;
}
