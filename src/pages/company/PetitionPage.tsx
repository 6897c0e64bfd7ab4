import { RoutePage } from '../../components/page/RoutePage';

/** /petition-against-microsoft: its content arrives with the content issue, inside this module. */
export function PetitionPage() {
  return <RoutePage name="petition" />;
}
