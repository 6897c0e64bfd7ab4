import { SupportSection } from './SupportSection';

/** /support/:category: its content arrives with the content issue, inside this module. */
export function SupportCategoryPage() {
  return <SupportSection name="supportCategory" />;
}
