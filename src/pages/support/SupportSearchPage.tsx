import { SupportSection } from './SupportSection';

/** /support/search: its content arrives with the content issue, inside this module. */
export function SupportSearchPage() {
  return <SupportSection name="supportSearch" />;
}
