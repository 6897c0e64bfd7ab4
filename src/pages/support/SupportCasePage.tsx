import { useParams } from 'wouter';
import { CaseThread } from '../../features/support-cases/components/CaseThread';
import { MyCasesGate } from './MyCasesGate';
import { SupportSection } from './SupportSection';

/** /support/my-cases/:id: one case's thread. */
export function SupportCasePage() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <SupportSection name="supportMyCase">
      <MyCasesGate>
        <CaseThread caseId={id} />
      </MyCasesGate>
    </SupportSection>
  );
}
