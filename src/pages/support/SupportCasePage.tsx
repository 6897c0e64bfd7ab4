import { SupportSection } from './SupportSection';

/** /support/my-cases/:id: its content arrives with the content issue, inside this module. */
export function SupportCasePage() {
  return <SupportSection name="supportMyCase" />;
}
