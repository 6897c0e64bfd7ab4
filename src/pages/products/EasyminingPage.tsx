import { RoutePage } from '../../components/page/RoutePage';

/** /easymining: its content arrives with the content issue, inside this module. */
export function EasyminingPage() {
  return <RoutePage name="easymining" />;
}
