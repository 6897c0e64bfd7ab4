import { RoutePage } from '../../components/page/RoutePage';

/** /profitability-calculator/autodetect: its content arrives with the content issue, inside this module. */
export function CalculatorAutodetectPage() {
  return <RoutePage name="calculatorAutodetect" />;
}
