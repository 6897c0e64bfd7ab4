import { SupportSection } from './SupportSection';

/** /support/my-cases/new: its content arrives with the content issue, inside this module. */
export function SupportNewCasePage() {
  return <SupportSection name="supportMyCasesNew" />;
}
