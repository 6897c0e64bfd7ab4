/** Links between the developer pages: the API reference, the websocket reference and the API changelog. */
import { Link } from 'wouter';
import { buildPath } from '../../../config/paths';
import { FormattedMessage } from '../../../lib/intl';

export function DocsLinks() {
  return (
    <p data-testid="developer-docs-links">
      <FormattedMessage
        id="dev.moreDocs"
        values={{
          reference: (
            <Link href={buildPath('apiReference')}>
              <FormattedMessage id="dev.moreDocs.reference" />
            </Link>
          ),
          websocket: (
            <Link href={buildPath('apiWebsocket')}>
              <FormattedMessage id="dev.moreDocs.websocket" />
            </Link>
          ),
          changelog: (
            <Link href={buildPath('apiChangelog')}>
              <FormattedMessage id="dev.moreDocs.changelog" />
            </Link>
          ),
        }}
      />
    </p>
  );
}
