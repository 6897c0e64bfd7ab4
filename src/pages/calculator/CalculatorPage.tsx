import { RoutePage } from '../../components/page/RoutePage';
import { PageArticle } from '../../features/content/components/PageArticle';

/** /profitability-calculator/:device?/:device2?: how estimates are made (the calculator itself grows here). */
export function CalculatorPage() {
  return (
    <RoutePage name="calculator">
      <PageArticle url="profitability-calculator" />
    </RoutePage>
  );
}
