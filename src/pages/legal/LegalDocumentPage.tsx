import { useParams } from 'wouter';
import { RoutePage } from '../../components/page/RoutePage';
import { LegalDocument } from './LegalDocument';

/** /page/:page: a legal document (the route table admits only LEGAL_PAGES). */
export function LegalDocumentPage() {
  const { page = '' } = useParams<{ page: string }>();
  return (
    <RoutePage name="page">
      <LegalDocument page={page} />
    </RoutePage>
  );
}
