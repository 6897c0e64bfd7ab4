import { RoutePage } from '../../components/page/RoutePage';

/** /profitability-calculator/:device?/:device2?: its content arrives with the content issue, inside this module. */
export function CalculatorPage() {
  return <RoutePage name="calculator" />;
}
