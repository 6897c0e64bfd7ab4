/**
 * /software-developers/websocket: the live streams, read from the AsyncAPI
 * document the server serves (docs/developer-portal.md, "The websocket
 * reference"): each channel with its address, the messages a client sends
 * and receives, their schemas and examples; server-rendered, with a "try it"
 * island that connects to this server.
 */
import { Link } from 'wouter';
import { API } from '../../config/api-contract';
import { buildPath } from '../../config/paths';
import { RoutePage } from '../../components/page/RoutePage';
import { RemoteBlock } from '../../components/ui/RemoteBlock';
import { useWebsocketReference } from '../../features/api-reference/use-websocket-reference';
import { FormattedMessage } from '../../lib/intl';
import { ChannelDetails } from './websocket-reference/ChannelDetails';
import { TryIt } from './websocket-reference/TryIt';
import './software-developers/software-developers.css';
import './api-reference/api-reference.css';
import './websocket-reference/websocket-reference.css';

export function WebsocketReferencePage() {
  const { state, reload } = useWebsocketReference();
  return (
    <RoutePage name="apiWebsocket">
      <p>
        <FormattedMessage
          id="wsRef.intro"
          values={{
            asyncapi: (
              <a href={`/${API.asyncApi.path}`}>
                <code>{`/${API.asyncApi.path}`}</code>
              </a>
            ),
            reference: (
              <Link href={buildPath('apiReference')}>
                <FormattedMessage id="wsRef.referenceLinkText" />
              </Link>
            ),
          }}
        />
      </p>
      <p className="muted">
        <FormattedMessage id="apiRef.englishNote" />
      </p>
      <RemoteBlock
        state={state}
        reload={reload}
        className="ws-ref"
        updatedClassName="api-ref__updated"
        messages={{ loading: 'apiRef.loading', error: 'apiRef.error', updated: 'apiRef.updated' }}
      >
        {(reference) => (
          <>
            <section aria-labelledby="ws-try-it">
              <h2 id="ws-try-it">
                <FormattedMessage id="wsRef.try.heading" />
              </h2>
              <p>
                <FormattedMessage id="wsRef.try.intro" />
              </p>
              <TryIt reference={reference} />
            </section>
            <nav aria-labelledby="ws-channels">
              <h2 id="ws-channels">
                <FormattedMessage id="wsRef.channels" />
              </h2>
              <ul data-testid="ws-channels">
                {reference.channels.map((c) => (
                  <li key={c.name}>
                    <a href={`#ws-${c.name}`}>
                      <code>{c.address}</code>
                    </a>{' '}
                    <span lang="en">{c.title}</span>
                  </li>
                ))}
              </ul>
            </nav>
            {reference.channels.map((c) => (
              <ChannelDetails key={c.name} channel={c} />
            ))}
          </>
        )}
      </RemoteBlock>
    </RoutePage>
  );
}
