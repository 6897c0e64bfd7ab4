/**
 * The messages of the live streams as TypeBox schemas, built from the
 * protocol's constants in src/config/live-streams.ts; the compiler holds them
 * to its `ServerMessage` and `ClientMessage` types. The AsyncAPI document
 * (api/v2/asyncapi.json) is made of these; the browser keeps using the types.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ERROR_CODES } from '../error-codes.js';
import { CANDLE_RESOLUTIONS, EXCHANGE_CHANNELS, type ClientMessage, type ServerMessage } from '../live-streams.js';
import { OrderBook } from './mining.js';
import { enumParam } from './params.js';

const SUBSCRIPTION_VERBS = ['subscribe', 'unsubscribe'] as const;
const sentAt = Type.Integer({ description: "The server's send time, epoch ms." });
const resolution = enumParam(CANDLE_RESOLUTIONS, { description: 'Candle length in minutes.' });
const Level = Type.Tuple([Type.Number({ description: 'Price.' }), Type.Number({ description: 'Quantity; 0 in ob.u removes the level.' })]);

/** What a client sends on the exchange stream: `{"m":"subscribe.<channel>"}`, with `r` for candles. */
export const ExchangeSubscription = Type.Object({
  m: enumParam(
    SUBSCRIPTION_VERBS.flatMap((verb) => EXCHANGE_CHANNELS.map((channel) => `${verb}.${channel}` as const)),
    { description: 'The verb and the channel.' },
  ),
  r: Type.Optional({ ...resolution, default: CANDLE_RESOLUTIONS[0], description: 'candlesticks only: the candle length in minutes.' }),
});

/** What a client sends on the hash-power stream. */
export const HashpowerSubscription = Type.Object({
  m: enumParam(
    SUBSCRIPTION_VERBS.map((verb) => `${verb}.orderbook` as const),
    { description: 'Start or stop the order book pushes.' },
  ),
});

export const TradesUpdate = Type.Object({
  m: Type.Literal('t.u'),
  ts: sentAt,
  t: Type.Array(
    Type.Object({
      d: Type.Union([Type.Literal('BUY'), Type.Literal('SELL')], { description: 'Direction.' }),
      p: Type.Number({ description: 'Price.' }),
      q: Type.Number({ description: 'Quantity in the base asset.' }),
      ts: Type.Integer({ description: 'Trade time, epoch microseconds (as in info/trades).' }),
    }),
    { description: 'The new trades, oldest first.' },
  ),
});

const bookSides = {
  b: Type.Array(Level, { description: 'Bids, best first.' }),
  s: Type.Array(Level, { description: 'Asks, best first.' }),
};
export const BookSnapshot = Type.Object({ m: Type.Literal('ob.s'), ts: sentAt, ...bookSides });
export const BookUpdate = Type.Object({ m: Type.Literal('ob.u'), ts: sentAt, ...bookSides });

export const CandleUpdate = Type.Object({
  m: Type.Literal('c.u'),
  ts: sentAt,
  r: resolution,
  c: Type.Object(
    {
      t: Type.Integer({ description: "Epoch s of the candle's start." }),
      o: Type.Number(),
      c: Type.Number(),
      l: Type.Number(),
      h: Type.Number(),
      v: Type.Number({ description: 'Volume in the base asset.' }),
    },
    { description: 'The current candle: open, close, low, high, volume.' },
  ),
});

export const StatisticsUpdate = Type.Object({
  m: Type.Literal('s.u'),
  ts: sentAt,
  p: Type.Number({ description: 'Last price.' }),
  l24: Type.Number({ description: 'Lowest price of the last 24 h.' }),
  h24: Type.Number({ description: 'Highest price.' }),
  v24: Type.Number({ description: 'Volume in the base asset.' }),
  c24: Type.Number({ description: 'Change over the last 24 h, in percent.' }),
});

export const HashpowerSnapshot = Type.Object({
  m: Type.Literal('hp.s'),
  ts: sentAt,
  stats: { ...OrderBook.properties.stats, description: 'Exactly the `stats` of GET main/api/v2/hashpower/orderBook (first page).' },
});

export const StreamError = Type.Object({
  m: Type.Literal('error'),
  ts: sentAt,
  code: Type.Integer({ description: `An error code of the API (${ERROR_CODES.MALFORMED_REQUEST.code}: the message was not understood).` }),
  message: Type.String(),
});

/** Every message the server pushes, by its `m`. */
export const SERVER_MESSAGES = {
  't.u': TradesUpdate,
  'ob.s': BookSnapshot,
  'ob.u': BookUpdate,
  'c.u': CandleUpdate,
  's.u': StatisticsUpdate,
  'hp.s': HashpowerSnapshot,
  error: StreamError,
} as const satisfies { readonly [M in ServerMessage['m']]: TSchema };

// The compiler's hold: every message a schema admits is one the protocol's types allow, and every client message fits ClientMessage.
type Admitted = { [M in keyof typeof SERVER_MESSAGES]: Static<(typeof SERVER_MESSAGES)[M]> }[keyof typeof SERVER_MESSAGES];
const admitted: (value: Admitted) => ServerMessage = (value) => value;
const sent: (value: Static<typeof ExchangeSubscription> | Static<typeof HashpowerSubscription>) => ClientMessage = (value) => value;
void admitted;
void sent;
