import { RoutePage } from '../../components/page/RoutePage';

/** /page/:page: its content arrives with the content issue, inside this module. */
export function LegalDocumentPage() {
  return <RoutePage name="page" />;
}
