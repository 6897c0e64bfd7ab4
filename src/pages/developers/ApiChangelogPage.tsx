/**
 * /software-developers/changelog: what changed in the API, newest first, each
 * entry with its date, its anchor and the operations it touched, then the
 * operations the contract marks deprecated (docs/developer-portal.md, "The
 * changelog"). Server-rendered and static: no island.
 */
import { Link } from 'wouter';
import type { ApiChangelog } from '../../config/api-changelog';
import { buildPath } from '../../config/paths';
import { RoutePage } from '../../components/page/RoutePage';
import { RemoteBlock } from '../../components/ui/RemoteBlock';
import { ArticleBody } from '../../features/content/components/ArticleBody';
import { useApiChangelog } from '../../features/api-reference/use-api-changelog';
import { FormattedMessage, useIntl } from '../../lib/intl';
import { DocsLinks } from './software-developers/DocsLinks';
import './software-developers/software-developers.css';
import './api-reference/api-reference.css';
import './api-changelog/api-changelog.css';

const operationLink = (name: string) => (
  <Link key={name} href={buildPath('apiOperation', { operation: name })}>
    <code>{name}</code>
  </Link>
);

function Deprecated({ list }: { list: ApiChangelog['deprecated'] }) {
  return (
    <section aria-labelledby="changelog-deprecated" data-testid="changelog-deprecated">
      <h2 id="changelog-deprecated">
        <FormattedMessage id="changelog.deprecated.heading" />
      </h2>
      {list.length === 0 ? (
        <p>
          <FormattedMessage id="changelog.deprecated.none" />
        </p>
      ) : (
        <>
          <p>
            <FormattedMessage id="changelog.deprecated.intro" />
          </p>
          <ul>
            {list.map((o) => (
              <li key={o.name} data-deprecated={o.name}>
                {operationLink(o.name)}{' '}
                <code>
                  {o.method} {o.path}
                </code>{' '}
                <span lang="en">{o.summary}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function ApiChangelogPage() {
  const intl = useIntl();
  const { state, reload } = useApiChangelog();
  return (
    <RoutePage name="apiChangelog">
      <p>
        <FormattedMessage id="changelog.intro" />
      </p>
      <DocsLinks current="apiChangelog" />
      <RemoteBlock
        state={state}
        reload={reload}
        className="changelog"
        updatedClassName="api-ref__updated"
        messages={{ loading: 'apiRef.loading', error: 'apiRef.error', updated: 'apiRef.updated' }}
      >
        {(changelog) => (
          <>
            <Deprecated list={changelog.deprecated} />
            <ol className="changelog__entries" data-testid="changelog-entries">
              {changelog.entries.map((entry) => (
                <li key={entry.anchor} id={entry.anchor} className="changelog__entry" data-entry={entry.anchor}>
                  <h2>
                    <span lang="en">{entry.title}</span>{' '}
                    <a href={`#${entry.anchor}`} className="changelog__anchor" aria-label={intl.formatMessage({ id: 'changelog.permalink' })}>
                      #
                    </a>
                  </h2>
                  <p className="muted">
                    <time dateTime={entry.date}>
                      {intl.formatDate(`${entry.date}T00:00:00Z`, { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' })}
                    </time>
                  </p>
                  {entry.operations.length > 0 && (
                    <p className="changelog__operations">
                      <FormattedMessage id="changelog.operations" /> {entry.operations.map(operationLink)}
                    </p>
                  )}
                  <ArticleBody html={entry.html} lang="en" />
                </li>
              ))}
            </ol>
          </>
        )}
      </RemoteBlock>
    </RoutePage>
  );
}
