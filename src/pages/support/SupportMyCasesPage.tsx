import { SupportSection } from './SupportSection';

/** /support/my-cases: its content arrives with the content issue, inside this module. */
export function SupportMyCasesPage() {
  return <SupportSection name="supportMyCases" />;
}
