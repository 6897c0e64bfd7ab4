import { RoutePage } from '../../components/page/RoutePage';

/** /widgets: its content arrives with the content issue, inside this module. */
export function WidgetsPage() {
  return <RoutePage name="widgets" />;
}
