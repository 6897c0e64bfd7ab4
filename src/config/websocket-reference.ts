/**
 * The websocket reference of /software-developers/websocket, read from the
 * AsyncAPI 3.0 document the server serves (api/v2/asyncapi.json, built from
 * the contract: server/src/api-docs/asyncapi.ts). Plain data in, plain data
 * out, like src/config/api-reference.ts: the server renders the page with it
 * (page data), the browser computes the same from the document offline.
 */
import type { JsonSchema } from './api-reference.js';

export interface WebsocketParameter {
  readonly name: string;
  readonly description: string;
  /** A value the server answers for (the capture's), to fill the address with. */
  readonly example?: string;
}

export interface WebsocketMessage {
  /** The component's name (`exchangeStreamSubscription`, `bookSnapshot`). */
  readonly name: string;
  /** The message's `m` (or its title for what a client sends). */
  readonly title: string;
  readonly schema: JsonSchema;
  /** Each example as indented JSON text, with its name. */
  readonly examples: ReadonlyArray<{ readonly name: string; readonly json: string }>;
}

export interface WebsocketChannel {
  /** The channel's key in the document: the route-table entry's name. */
  readonly name: string;
  /** With its leading slash and `{name}` placeholders. */
  readonly address: string;
  readonly title: string;
  readonly description: string;
  readonly parameters: readonly WebsocketParameter[];
  readonly sends: readonly WebsocketMessage[];
  readonly receives: readonly WebsocketMessage[];
}

export interface WebsocketReference {
  /** `ws://host` or `wss://host`, from the document's server. */
  readonly serverUrl: string;
  readonly description: string;
  readonly channels: readonly WebsocketChannel[];
}

type Json = { readonly [key: string]: unknown };
const obj = (value: unknown): Json => (value !== null && typeof value === 'object' ? (value as Json) : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A local `$ref` followed (as often as it points at another one); anything else as it is. */
function resolve(doc: unknown, node: unknown): Json {
  let at = obj(node);
  for (let hops = 0; typeof at.$ref === 'string' && at.$ref.startsWith('#/') && hops < 8; hops += 1) {
    at = at.$ref
      .slice(2)
      .split('/')
      .reduce<Json>((found, part) => obj(found[part]), obj(doc));
  }
  return at;
}

function messageOf(doc: unknown, ref: unknown): WebsocketMessage {
  const pointer = String(obj(ref).$ref ?? '');
  const message = resolve(doc, ref);
  return {
    name: pointer.slice(pointer.lastIndexOf('/') + 1),
    title: String(message.title ?? message.name ?? ''),
    schema: obj(message.payload),
    examples: list(message.examples).map((e) => ({ name: String(obj(e).name ?? ''), json: JSON.stringify(obj(e).payload, null, 2) })),
  };
}

/** The messages the document's operations of `action` carry on `channel`, each once, in the operations' order. */
function messagesOf(doc: unknown, channel: string, action: 'send' | 'receive'): WebsocketMessage[] {
  const refs = Object.values(obj(obj(doc).operations))
    .map(obj)
    .filter((op) => op.action === action && obj(op.channel).$ref === `#/channels/${channel}`)
    .flatMap((op) => list(op.messages));
  const seen = new Set<string>();
  return refs.map((ref) => messageOf(doc, ref)).filter((m) => !seen.has(m.name) && Boolean(seen.add(m.name)));
}

function serverUrlOf(doc: unknown): string {
  const server = obj(Object.values(obj(obj(doc).servers))[0]);
  return server.host ? `${String(server.protocol ?? 'ws')}://${String(server.host)}` : '';
}

export function websocketReference(doc: unknown): WebsocketReference {
  const channels = Object.entries(obj(obj(doc).channels)).map(([name, raw]) => {
    const channel = obj(raw);
    return {
      name,
      address: String(channel.address ?? ''),
      title: String(channel.title ?? name),
      description: String(channel.description ?? ''),
      parameters: Object.entries(obj(channel.parameters)).map(([param, value]) => {
        const example = list(obj(value).examples)[0];
        return { name: param, description: String(obj(value).description ?? ''), ...(typeof example === 'string' ? { example } : {}) };
      }),
      sends: messagesOf(doc, name, 'send'),
      receives: messagesOf(doc, name, 'receive'),
    };
  });
  return { serverUrl: serverUrlOf(doc), description: String(obj(obj(doc).info).description ?? ''), channels };
}

/** The channel's address with its parameters filled in (each value URI-encoded). */
export function channelPath(address: string, values: Readonly<Record<string, string>>): string {
  return address.replace(/\{([A-Za-z0-9_]+)\}/g, (whole, name: string) => (values[name] === undefined ? whole : encodeURIComponent(values[name])));
}
