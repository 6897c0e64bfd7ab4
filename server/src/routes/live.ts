/**
 * The live streams (websockets): the exchange stream of one market, speaking
 * the real exchange protocol, and the hash-power order book of one algorithm.
 * Both are entries of the API contract (`websocket: true`); the messages are
 * in src/config/live-streams.ts and docs/api.md ("Live streams"). An unknown
 * market or algorithm is refused before the upgrade, with the error body.
 */
import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import { API } from '../../../src/config/api-contract.js';
import { ERROR_CODES } from '../../../src/config/error-codes.js';
import {
  CANDLE_RESOLUTIONS,
  EXCHANGE_CHANNELS,
  type CandleResolution,
  type ClientMessage,
  type ExchangeChannel,
  type ServerMessage,
} from '../../../src/config/live-streams.js';
import { invalidParameter } from '../lib/api-error.js';
import { contractStream } from '../lib/contract-route.js';
import { newSubscriber, type Subscriber } from '../live/subscriber.js';
import { LIVE_SOCKET_LIMITS } from '../server-limits.js';

/** What the handlers use of a socket (the `ws` package ships no types here). */
interface WebSocket {
  readonly bufferedAmount: number;
  send(text: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'message', listener: (raw: unknown) => void): void;
  on(event: 'close', listener: () => void): void;
}

const SLOW_CLIENT_CLOSE = 1013;
const GOING_AWAY = 1001;

function sender(socket: WebSocket): (text: string) => void {
  return (text) => {
    if (socket.bufferedAmount > LIVE_SOCKET_LIMITS.bufferedBytes) socket.close(SLOW_CLIENT_CLOSE, 'too slow');
    else socket.send(text);
  };
}

function parse(raw: unknown): ClientMessage | undefined {
  try {
    const msg = JSON.parse(String(raw)) as unknown;
    return msg && typeof msg === 'object' && typeof (msg as ClientMessage).m === 'string' ? (msg as ClientMessage) : undefined;
  } catch {
    return undefined;
  }
}

function malformed(socket: WebSocket, detail: string, now: number): void {
  const e = ERROR_CODES.MALFORMED_REQUEST;
  const msg: ServerMessage = { m: 'error', ts: now, code: e.code, message: `${e.message}: ${detail}` };
  socket.send(JSON.stringify(msg));
}

export default async function liveRoutes(app: FastifyInstance): Promise<void> {
  await app.register(websocket, {
    options: { maxPayload: LIVE_SOCKET_LIMITS.messageBytes },
    // The plugin's own preClose calls `done` twice, which leaves keep-alive HTTP
    // connections open and app.close() waiting: close the sockets, then finish once.
    preClose(done) {
      for (const client of app.websocketServer.clients) client.close(GOING_AWAY);
      done();
    },
  });
  const hub = app.liveHub;

  contractStream(app, API.exchangeStream, {
    preValidation: async (request) => {
      if (!app.market.market(request.params.market.toUpperCase())) throw invalidParameter(`Unknown market: ${request.params.market}`);
    },
    handler: (socket: WebSocket, request) => {
      const feed = hub.exchangeFeed(request.params.market.toUpperCase());
      const sub = newSubscriber(sender(socket));
      hub.join(feed, sub);
      socket.on('close', () => hub.leave(feed, sub));
      socket.on('message', (raw) => {
        const msg = parse(raw);
        const [verb, channel] = msg ? msg.m.split('.') : [];
        if (!msg || (verb !== 'subscribe' && verb !== 'unsubscribe') || !EXCHANGE_CHANNELS.includes(channel as ExchangeChannel)) {
          return malformed(socket, 'expected {"m":"subscribe.<trades|orderbook|candlesticks|statistics>"}', app.now());
        }
        const r = (msg.r ?? CANDLE_RESOLUTIONS[0]) as CandleResolution;
        if (channel === 'candlesticks' && !CANDLE_RESOLUTIONS.includes(r))
          return malformed(socket, `r must be one of ${CANDLE_RESOLUTIONS.join(', ')}`, app.now());
        update(sub, verb, channel as ExchangeChannel, r);
        const first = verb === 'subscribe' ? feed.initial(channel!, r, app.now()) : undefined;
        if (first) sub.send(JSON.stringify(first));
      });
    },
  });

  contractStream(app, API.hashpowerStream, {
    preValidation: async (request) => {
      if (!app.market.algorithmStats(request.params.algorithm.toUpperCase(), app.now())) {
        throw invalidParameter(`Unknown algorithm: ${request.params.algorithm}`);
      }
    },
    handler: (socket: WebSocket, request) => {
      const feed = hub.hashpowerFeed(request.params.algorithm.toUpperCase());
      const sub = newSubscriber(sender(socket));
      hub.join(feed, sub);
      socket.on('close', () => hub.leave(feed, sub));
      socket.on('message', (raw) => {
        const msg = parse(raw);
        if (msg?.m !== 'subscribe.orderbook' && msg?.m !== 'unsubscribe.orderbook') {
          return malformed(socket, 'expected {"m":"subscribe.orderbook"}', app.now());
        }
        update(sub, msg.m.split('.')[0]!, 'orderbook', CANDLE_RESOLUTIONS[0]);
        const first = msg.m === 'subscribe.orderbook' ? feed.snapshot(app.now()) : undefined;
        if (first) sub.send(JSON.stringify(first));
      });
    },
  });
}

function update(sub: Subscriber, verb: string, channel: ExchangeChannel, r: CandleResolution): void {
  if (verb === 'subscribe') {
    sub.channels.add(channel);
    if (channel === 'candlesticks') sub.resolutions.add(r);
  } else if (channel === 'candlesticks') {
    sub.resolutions.delete(r);
    if (sub.resolutions.size === 0) sub.channels.delete(channel);
  } else {
    sub.channels.delete(channel);
  }
}
