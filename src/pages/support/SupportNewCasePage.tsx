import { SupportSection } from './SupportSection';

/** /support/my-cases/new: the route's frame and texts; the page's own content is not built yet. */
export function SupportNewCasePage() {
  return <SupportSection name="supportMyCasesNew" />;
}
