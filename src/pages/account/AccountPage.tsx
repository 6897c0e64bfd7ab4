import { RoutePage } from '../../components/page/RoutePage';

/** /my/*?: the route's frame and texts; the page's own content is not built yet. */
export function AccountPage() {
  return <RoutePage name="account" />;
}
