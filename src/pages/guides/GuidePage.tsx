import { RoutePage } from '../../components/page/RoutePage';

/** /guide/:url: its content arrives with the content issue, inside this module. */
export function GuidePage() {
  return <RoutePage name="guide" />;
}
