/**
 * The websocket reference's "try it" (an island): pick a channel, fill its
 * address, connect, send a subscription, and read what the server pushes,
 * newest first, each with the time it came. The socket goes to this site's
 * own host (ws: or wss: as the page), which the CSP's connect-src 'self'
 * allows. Before it is hydrated (or without JavaScript) it shows the form,
 * the status "not connected" and an empty list.
 */
import { useEffect, useRef, useState } from 'react';
import { WS_TRY_IT_MAX_MESSAGES } from '../../../config/limits';
import { channelPath } from '../../../config/websocket-reference';
import { FormattedMessage, FormattedTime } from '../../../lib/intl';
import '../../../components/ui/field.css';

export interface TryItChannel {
  readonly name: string;
  readonly address: string;
  readonly parameters: ReadonlyArray<{ readonly name: string; readonly example?: string }>;
  /** The subscription examples, as compact JSON text. */
  readonly sends: readonly string[];
}

export interface TryItSocketProps {
  /** The base of its elements' ids, made where the page renders (an island cannot make ids). */
  id: string;
  channels: readonly TryItChannel[];
}

type SocketStatus = 'idle' | 'connecting' | 'open' | 'closed' | 'failed';
interface Received {
  readonly seq: number;
  readonly at: number;
  readonly text: string;
}

const STATUS_TEXT = {
  idle: 'wsRef.try.status.idle',
  connecting: 'wsRef.try.status.connecting',
  open: 'wsRef.try.status.open',
  closed: 'wsRef.try.status.closed',
  failed: 'wsRef.try.status.failed',
} as const satisfies Record<SocketStatus, string>;

const valuesOf = (channel: TryItChannel | undefined) => Object.fromEntries((channel?.parameters ?? []).map((p) => [p.name, p.example ?? '']));

export function TryItSocket({ id, channels }: TryItSocketProps) {
  const [channelName, setChannelName] = useState(channels[0]?.name ?? '');
  const channel = channels.find((c) => c.name === channelName) ?? channels[0];
  const [values, setValues] = useState<Record<string, string>>(() => valuesOf(channel));
  const [message, setMessage] = useState(channel?.sends[0] ?? '');
  const [status, setStatus] = useState<SocketStatus>('idle');
  const [closeCode, setCloseCode] = useState<number | undefined>();
  const [received, setReceived] = useState<readonly Received[]>([]);
  const socket = useRef<WebSocket | null>(null);
  const seq = useRef(0);

  useEffect(() => () => socket.current?.close(), []);

  const choose = (name: string) => {
    const next = channels.find((c) => c.name === name);
    setChannelName(name);
    setValues(valuesOf(next));
    setMessage(next?.sends[0] ?? '');
  };
  const send = () => {
    if (socket.current?.readyState === WebSocket.OPEN && message.trim()) socket.current.send(message.trim());
  };
  const connect = () => {
    if (!channel) return;
    socket.current?.close();
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    let ws: WebSocket;
    try {
      ws = new WebSocket(`${scheme}://${window.location.host}${channelPath(channel.address, values)}`);
    } catch {
      setStatus('failed');
      return;
    }
    socket.current = ws;
    setStatus('connecting');
    setCloseCode(undefined);
    ws.onopen = () => {
      setStatus('open');
      if (message.trim()) ws.send(message.trim());
    };
    ws.onmessage = (event: MessageEvent) => {
      seq.current += 1;
      const entry = { seq: seq.current, at: Date.now(), text: String(event.data) };
      setReceived((list) => [entry, ...list].slice(0, WS_TRY_IT_MAX_MESSAGES));
    };
    ws.onerror = () => setStatus('failed');
    ws.onclose = (event: CloseEvent) => {
      if (socket.current !== ws) return;
      socket.current = null;
      setCloseCode(event.code);
      setStatus((now) => (now === 'failed' ? now : 'closed'));
    };
  };
  const disconnect = () => socket.current?.close(1000);
  const live = status === 'open' || status === 'connecting';

  return (
    <div className="ws-ref__try" data-testid="ws-try">
      <div className="ws-ref__try-fields">
        <label className="field__label" htmlFor={`${id}-channel`}>
          <FormattedMessage id="wsRef.try.channel" />
        </label>
        <select className="field__input" id={`${id}-channel`} value={channel?.name ?? ''} disabled={live} onChange={(e) => choose(e.target.value)}>
          {channels.map((c) => (
            <option key={c.name} value={c.name}>
              {c.name} ({c.address})
            </option>
          ))}
        </select>
        {channel?.parameters.map((p) => (
          <div key={p.name} className="ws-ref__try-field">
            <label className="field__label" htmlFor={`${id}-param-${p.name}`}>
              <code>{p.name}</code>
            </label>
            <input
              className="field__input"
              id={`${id}-param-${p.name}`}
              value={values[p.name] ?? ''}
              disabled={live}
              autoComplete="off"
              onChange={(e) => setValues((v) => ({ ...v, [p.name]: e.target.value }))}
            />
          </div>
        ))}
        <label className="field__label" htmlFor={`${id}-message`}>
          <FormattedMessage id="wsRef.try.message" />
        </label>
        <select className="field__input" id={`${id}-message`} value={message} onChange={(e) => setMessage(e.target.value)}>
          {channel?.sends.map((text) => (
            <option key={text} value={text}>
              {text}
            </option>
          ))}
        </select>
      </div>
      <div className="ws-ref__try-actions">
        <button type="button" className="button" onClick={connect} disabled={live}>
          <FormattedMessage id="wsRef.try.connect" />
        </button>
        <button type="button" className="button" onClick={send} disabled={status !== 'open'}>
          <FormattedMessage id="wsRef.try.send" />
        </button>
        <button type="button" className="button" onClick={disconnect} disabled={!live}>
          <FormattedMessage id="wsRef.try.disconnect" />
        </button>
      </div>
      <p role="status" className={`ws-ref__status ws-ref__status--${status}`} data-testid="ws-status" data-status={status}>
        <FormattedMessage id={STATUS_TEXT[status]} values={{ code: closeCode ?? '' }} />
      </p>
      <p className="muted">
        <FormattedMessage id="wsRef.try.bound" values={{ count: WS_TRY_IT_MAX_MESSAGES }} />
      </p>
      <ol className="ws-ref__received" data-testid="ws-received" reversed>
        {received.map((r) => (
          <li key={r.seq}>
            <time dateTime={new Date(r.at).toISOString()} className="muted">
              <FormattedTime value={r.at} hour="2-digit" minute="2-digit" second="2-digit" />
            </time>
            <code lang="en">{r.text}</code>
          </li>
        ))}
      </ol>
    </div>
  );
}
