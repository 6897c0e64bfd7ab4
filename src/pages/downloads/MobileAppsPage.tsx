import { RoutePage } from '../../components/page/RoutePage';

/** /mobile-apps: its content arrives with the content issue, inside this module. */
export function MobileAppsPage() {
  return <RoutePage name="mobileApps" />;
}
