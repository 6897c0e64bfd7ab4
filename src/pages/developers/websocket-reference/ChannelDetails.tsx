/**
 * One channel of the websocket reference: its address and parameters, then
 * the messages a client sends and those it receives, each with its schema and
 * examples. The channels' texts and schemas are the contract's, in English.
 */
import type { WebsocketChannel, WebsocketMessage } from '../../../config/websocket-reference';
import { FormattedMessage } from '../../../lib/intl';
import { SchemaView } from '../api-reference/SchemaView';
import { ContractText } from '../api-reference/ContractText';

function Message({ channel, message }: { channel: string; message: WebsocketMessage }) {
  return (
    <article className="ws-ref__message" id={`${channel}-${message.name}`} data-message={message.name}>
      <h4>
        <code>{message.title}</code> <span className="muted">{message.name}</span>
      </h4>
      <SchemaView schema={message.schema} />
      {message.examples.map((example) => (
        <pre key={example.name} className="dev__code api-ref__example" aria-label={example.name}>
          <code>{example.json}</code>
        </pre>
      ))}
    </article>
  );
}

export function ChannelDetails({ channel }: { channel: WebsocketChannel }) {
  return (
    <section aria-labelledby={`ws-${channel.name}`} className="ws-ref__channel" data-channel={channel.name}>
      <h2 id={`ws-${channel.name}`}>
        <span lang="en">{channel.title}</span>
      </h2>
      <p>
        <code className="api-ref__route" data-testid="ws-address">
          {channel.address}
        </code>
      </p>
      {channel.description && (
        <p lang="en">
          <ContractText text={channel.description} />
        </p>
      )}
      {channel.parameters.length > 0 && (
        <dl className="dev__pairs">
          {channel.parameters.map((p) => (
            <div key={p.name} className="ws-ref__pair">
              <dt>
                <code>{p.name}</code>
              </dt>
              <dd lang="en">
                <ContractText text={p.description} />
                {p.example !== undefined && (
                  <>
                    {' '}
                    <FormattedMessage id="wsRef.example" values={{ value: <code>{p.example}</code> }} />
                  </>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <h3>
        <FormattedMessage id="wsRef.sends" />
      </h3>
      {channel.sends.map((m) => (
        <Message key={m.name} channel={channel.name} message={m} />
      ))}
      <h3>
        <FormattedMessage id="wsRef.receives" />
      </h3>
      {channel.receives.map((m) => (
        <Message key={m.name} channel={channel.name} message={m} />
      ))}
    </section>
  );
}
