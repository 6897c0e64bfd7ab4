/**
 * /software-developers/api: every operation of the API, grouped by tag, read
 * from the OpenAPI document the server serves (docs/developer-portal.md).
 * The server renders it with the list (page data) and, for ?q=, filtered;
 * the search box and the list are one island.
 */
import { Link } from 'wouter';
import { API } from '../../config/api-contract';
import { buildPath } from '../../config/paths';
import { RoutePage } from '../../components/page/RoutePage';
import { useQueryParams } from '../../features/content/lib/use-query-params';
import { FormattedMessage } from '../../lib/intl';
import { ApiSearch } from './api-reference/ApiSearch';
import { DocsLinks } from './software-developers/DocsLinks';
import './software-developers/software-developers.css';
import './api-reference/api-reference.css';

export function ApiReferencePage() {
  const query = (useQueryParams().get('q') ?? '').trim();
  return (
    <RoutePage name="apiReference">
      <p>
        <FormattedMessage id="apiRef.intro" />
      </p>
      <p>
        <FormattedMessage
          id="apiRef.documents"
          values={{
            openapi: (
              <a href={`/${API.openApi.path}`}>
                <code>{`/${API.openApi.path}`}</code>
              </a>
            ),
            signing: (
              <Link href={buildPath('softwareDevelopers')}>
                <FormattedMessage id="apiRef.signingLinkText" />
              </Link>
            ),
          }}
        />
      </p>
      <p className="muted">
        <FormattedMessage id="apiRef.englishNote" />
      </p>
      <DocsLinks current="apiReference" />
      <ApiSearch initialQuery={query} />
    </RoutePage>
  );
}
