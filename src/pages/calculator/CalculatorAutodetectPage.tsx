import { RoutePage } from '../../components/page/RoutePage';
import { PageArticle } from '../../features/content/components/PageArticle';

/** /profitability-calculator/autodetect: how estimates are made (device detection grows here). */
export function CalculatorAutodetectPage() {
  return (
    <RoutePage name="calculatorAutodetect">
      <PageArticle url="profitability-calculator" />
    </RoutePage>
  );
}
