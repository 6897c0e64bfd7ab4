import { RoutePage } from '../../components/page/RoutePage';
import { PageArticle } from '../../features/content/components/PageArticle';
import { PricingFees } from './pricing/PricingFees';
import './marketplace.css';

/** /pricing: every fee from the fee info call (percentages x100 with %), then how they apply. */
export function PricingPage() {
  return (
    <RoutePage name="pricing">
      <PricingFees />
      <PageArticle category="page" url="pricing" />
    </RoutePage>
  );
}
