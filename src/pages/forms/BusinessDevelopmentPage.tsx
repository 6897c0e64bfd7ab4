import { RoutePage } from '../../components/page/RoutePage';

/** /business-development: its content arrives with the content issue, inside this module. */
export function BusinessDevelopmentPage() {
  return <RoutePage name="businessDevelopment" />;
}
