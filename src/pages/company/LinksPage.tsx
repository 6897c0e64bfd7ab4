import { RoutePage } from '../../components/page/RoutePage';

/** /links: its content arrives with the content issue, inside this module. */
export function LinksPage() {
  return <RoutePage name="links" />;
}
