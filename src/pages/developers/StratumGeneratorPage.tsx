import { RoutePage } from '../../components/page/RoutePage';
import { PageArticle } from '../../features/content/components/PageArticle';

/** /stratum-generator: the three stratum settings explained (the generator itself grows here). */
export function StratumGeneratorPage() {
  return (
    <RoutePage name="stratumGenerator">
      <PageArticle url="stratum-generator" />
    </RoutePage>
  );
}
