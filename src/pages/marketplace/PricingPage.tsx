import { RoutePage } from '../../components/page/RoutePage';

/** /pricing: its content arrives with the content issue, inside this module. */
export function PricingPage() {
  return <RoutePage name="pricing" />;
}
