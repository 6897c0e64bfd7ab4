import { RoutePage } from '../../components/page/RoutePage';

/** /hashvale-media: its content arrives with the content issue, inside this module. */
export function MediaPage() {
  return <RoutePage name="media" />;
}
