import { RoutePage } from '../../components/page/RoutePage';

/** /private-endpoint-solution/:show?: its content arrives with the content issue, inside this module. */
export function PrivateEndpointPage() {
  return <RoutePage name="privateEndpoint" />;
}
