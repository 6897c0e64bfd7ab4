import { SupportSection } from './SupportSection';

/** /support/my-cases/:id: the route's frame and texts; the page's own content is not built yet. */
export function SupportCasePage() {
  return <SupportSection name="supportMyCase" />;
}
