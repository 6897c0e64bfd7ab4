/**
 * /petition-against-microsoft: our position on antivirus products flagging
 * legitimate mining software, and what users can do
 * (content/pages/petition-against-microsoft.md). It collects nothing.
 */
import { RoutePage } from '../../components/page/RoutePage';
import { PageArticle } from '../../features/content/components/PageArticle';
import { FormattedMessage } from '../../lib/intl';

export function PetitionPage() {
  return (
    <RoutePage name="petition">
      <p className="notice notice--info">
        <span className="notice__text">
          <FormattedMessage id="petition.note" />
        </span>
      </p>
      <PageArticle url="petition-against-microsoft" />
    </RoutePage>
  );
}
