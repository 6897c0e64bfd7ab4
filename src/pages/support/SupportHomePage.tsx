import { SupportSection } from './SupportSection';

/** /support: its content arrives with the content issue, inside this module. */
export function SupportHomePage() {
  return <SupportSection name="support" />;
}
