import { SupportSection } from './SupportSection';

/** /support/my-cases: the route's frame and texts; the page's own content is not built yet. */
export function SupportMyCasesPage() {
  return <SupportSection name="supportMyCases" />;
}
