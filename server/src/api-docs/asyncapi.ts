/**
 * The AsyncAPI 3.0 document of the live streams, generated from their
 * route-table entries (the websocket ones), the message schemas of
 * src/config/api/live-messages.ts and the protocol's constants
 * (src/config/live-streams.ts), with the messages the capture received from
 * the real server as examples. Served at api/v2/asyncapi.json.
 */
import type { TObject } from '@sinclair/typebox';
import { API, type ApiEntry } from '../../../src/config/api-contract.js';
import { API_SHAPES } from '../../../src/config/api/index.js';
import { ExchangeSubscription, HashpowerSubscription, SERVER_MESSAGES } from '../../../src/config/api/live-messages.js';
import { CANDLE_RESOLUTIONS, EXCHANGE_CHANNELS, type ExchangeChannel, type ServerMessage } from '../../../src/config/live-streams.js';
import { STREAM_TEXTS, streamsDescription } from './asyncapi-guide.js';
import type { CapturedExamples } from './examples.js';
import { toJsonSchema } from './json-schema.js';
import { API_VERSION } from './openapi.js';

const ASYNCAPI_VERSION = '3.0.0';
const SERVER_NAME = 'hashvale';
type MessageName = ServerMessage['m'];

/** The component name of each pushed message. */
const MESSAGE_NAMES = {
  't.u': 'tradesUpdate',
  'ob.s': 'bookSnapshot',
  'ob.u': 'bookUpdate',
  'c.u': 'candleUpdate',
  's.u': 'statisticsUpdate',
  'hp.s': 'hashpowerSnapshot',
  error: 'streamError',
} as const satisfies Record<MessageName, string>;

interface Stream {
  readonly entry: ApiEntry<'exchangeStream' | 'hashpowerStream'>;
  readonly subscription: TObject;
  /** What the client sends, as examples. */
  readonly sends: ReadonlyArray<Record<string, unknown>>;
  /** What each subscription brings: an operation per channel. */
  readonly receives: Readonly<Record<string, readonly MessageName[]>>;
}

/** The exchange stream's pushes by channel: the channel list is the protocol's, so a new one cannot go undocumented. */
const EXCHANGE_PUSHES: Record<ExchangeChannel, readonly MessageName[]> = {
  trades: ['t.u'],
  orderbook: ['ob.s', 'ob.u'],
  candlesticks: ['c.u'],
  statistics: ['s.u'],
};

const STREAMS: readonly Stream[] = [
  {
    entry: API.exchangeStream,
    subscription: ExchangeSubscription,
    sends: [
      ...EXCHANGE_CHANNELS.filter((c) => c !== 'candlesticks').map((c) => ({ m: `subscribe.${c}` })),
      { m: 'subscribe.candlesticks', r: CANDLE_RESOLUTIONS[1] },
      { m: 'unsubscribe.trades' },
    ],
    receives: { ...EXCHANGE_PUSHES, errors: ['error'] },
  },
  {
    entry: API.hashpowerStream,
    subscription: HashpowerSubscription,
    sends: [{ m: 'subscribe.orderbook' }, { m: 'unsubscribe.orderbook' }],
    receives: { orderbook: ['hp.s'], errors: ['error'] },
  },
];

export interface AsyncApiOptions {
  readonly publicUrl: string;
  readonly examples: CapturedExamples;
}

const ref = (pointer: string) => ({ $ref: pointer });
const subscriptionName = (stream: Stream) => `${stream.entry.name}Subscription`;
const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function channelOf(stream: Stream, examples: CapturedExamples) {
  const params = API_SHAPES[stream.entry.name].params.properties;
  const captured = examples.streams[stream.entry.name]?.params ?? {};
  const pushed = [...new Set(Object.values(stream.receives).flat())];
  return {
    address: `/${stream.entry.path}`,
    title: API_SHAPES[stream.entry.name].summary,
    description: STREAM_TEXTS[stream.entry.name],
    servers: [ref(`#/servers/${SERVER_NAME}`)],
    parameters: Object.fromEntries(
      Object.entries(params).map(([name, schema]) => [
        name,
        {
          description: `${schema.description ?? ''} ${schema.minLength}–${schema.maxLength} characters matching \`${schema.pattern}\`.`.trim(),
          ...(captured[name] ? { examples: [captured[name]] } : {}),
        },
      ]),
    ),
    messages: Object.fromEntries([
      [subscriptionName(stream), ref(`#/components/messages/${subscriptionName(stream)}`)],
      ...pushed.map((m) => [MESSAGE_NAMES[m], ref(`#/components/messages/${MESSAGE_NAMES[m]}`)]),
    ]),
  };
}

function operationsOf(stream: Stream) {
  const channel = ref(`#/channels/${stream.entry.name}`);
  const inChannel = (message: string) => ref(`#/channels/${stream.entry.name}/messages/${message}`);
  const send = [
    `${stream.entry.name}Send`,
    { action: 'send', channel, summary: 'Subscribe to a channel, or unsubscribe.', messages: [inChannel(subscriptionName(stream))] },
  ];
  const receive = Object.entries(stream.receives).map(([what, messages]) => [
    `${stream.entry.name}${capitalized(what)}`,
    { action: 'receive', channel, summary: `What the server pushes: ${messages.join(', ')}.`, messages: messages.map((m) => inChannel(MESSAGE_NAMES[m])) },
  ]);
  return [send, ...receive];
}

function messageComponents(examples: CapturedExamples) {
  const pushed = Object.entries(SERVER_MESSAGES).map(([m, schema]) => {
    const seen = Object.values(examples.streams).find((s) => s.messages[m] !== undefined)?.messages[m];
    return [
      MESSAGE_NAMES[m as MessageName],
      {
        name: m,
        title: m,
        contentType: 'application/json',
        payload: toJsonSchema(schema, 'draft-07'),
        ...(seen ? { examples: [{ name: m, payload: seen }] } : {}),
      },
    ];
  });
  const sent = STREAMS.map((stream) => [
    subscriptionName(stream),
    {
      name: 'subscription',
      title: 'Subscribe or unsubscribe',
      contentType: 'application/json',
      payload: toJsonSchema(stream.subscription, 'draft-07'),
      examples: stream.sends.map((payload) => ({ name: String(payload.m), payload })),
    },
  ]);
  return Object.fromEntries([...sent, ...pushed]);
}

export function buildAsyncApi(options: AsyncApiOptions): Record<string, unknown> {
  const url = new URL(options.publicUrl);
  return {
    asyncapi: ASYNCAPI_VERSION,
    info: { title: 'Hashvale live streams', version: API_VERSION, description: streamsDescription() },
    defaultContentType: 'application/json',
    servers: { [SERVER_NAME]: { host: url.host, protocol: url.protocol === 'https:' ? 'wss' : 'ws', description: 'This server' } },
    channels: Object.fromEntries(STREAMS.map((s) => [s.entry.name, channelOf(s, options.examples)])),
    operations: Object.fromEntries(STREAMS.flatMap(operationsOf)),
    components: { messages: messageComponents(options.examples) },
  };
}
