import { CasesList } from '../../features/support-cases/components/CasesList';
import { MyCasesGate } from './MyCasesGate';
import { SupportSection } from './SupportSection';

/** /support/my-cases: the signed-in user's cases (docs/support-cases.md). */
export function SupportMyCasesPage() {
  return (
    <SupportSection name="supportMyCases">
      <MyCasesGate>
        <CasesList />
      </MyCasesGate>
    </SupportSection>
  );
}
