import { useSnapshot } from 'valtio';
import { supportState } from '../../features/support/state';
import { NewCaseForm } from '../../features/support-cases/components/NewCaseForm';
import { MyCasesGate } from './MyCasesGate';
import { SupportSection } from './SupportSection';

const NONE: never[] = [];

/** /support/my-cases/new: a new case, its categories from the support categories the route rule loads. */
export function SupportNewCasePage() {
  const categories = useSnapshot(supportState).categories.data ?? NONE;
  return (
    <SupportSection name="supportMyCasesNew">
      <MyCasesGate>
        <NewCaseForm categories={categories} />
      </MyCasesGate>
    </SupportSection>
  );
}
