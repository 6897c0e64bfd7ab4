import { RoutePage } from '../../components/page/RoutePage';

/** /hashvale-payrate: its content arrives with the content issue, inside this module. */
export function PayratePage() {
  return <RoutePage name="payrate" />;
}
