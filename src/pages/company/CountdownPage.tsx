import { RoutePage } from '../../components/page/RoutePage';

/** /countdown/:id?: its content arrives with the content issue, inside this module. */
export function CountdownPage() {
  return <RoutePage name="countdown" />;
}
