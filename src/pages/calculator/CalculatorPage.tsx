import { Island } from '../../components/island/Island';
import { RoutePage } from '../../components/page/RoutePage';
import { PageArticle } from '../../features/content/components/PageArticle';
import { CalculatorTool } from './CalculatorTool';

/**
 * /profitability-calculator/:device?/:device2?/*?: the calculator (a rig of
 * device rows), its whole state in the address, then the article on how
 * estimates are made. A page of islands: the calculator is the island, due
 * at once; the article stays the server's HTML.
 */
export function CalculatorPage() {
  return (
    <RoutePage name="calculator">
      <Island name="calculator" hydrate="load" component={CalculatorTool} props={{}} />
      <PageArticle url="profitability-calculator" />
    </RoutePage>
  );
}
