import { SupportSection } from './SupportSection';

/** /support/:category/:sub/:id: its content arrives with the content issue, inside this module. */
export function SupportArticlePage() {
  return <SupportSection name="supportArticle" />;
}
