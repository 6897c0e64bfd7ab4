/**
 * The live streams' protocol, shared by the server and the web app. The
 * exchange stream speaks the real exchange websocket protocol (api-facts):
 * one socket per market, at the contract entry `API.exchangeStream`
 * (`exchange/api/v2/ws/{market}`); the hash-power stream, at
 * `API.hashpowerStream`, pushes the order book of one algorithm in the REST
 * call's shape. docs/api.md ("Live streams") describes both.
 */

/** What a client may subscribe to on the exchange stream. */
export const EXCHANGE_CHANNELS = ['trades', 'orderbook', 'candlesticks', 'statistics'] as const;
export type ExchangeChannel = (typeof EXCHANGE_CHANNELS)[number];

/** Candle resolutions in minutes, on the REST call and the stream. */
export const CANDLE_RESOLUTIONS = [1, 60, 1440] as const;
export type CandleResolution = (typeof CANDLE_RESOLUTIONS)[number];

/** How often the server looks for new trades, book changes and candle updates. */
export const LIVE_TICK_MS = 1000;
/** How often the hash-power stream pushes its book (it moves slowly; every tick would only resend it). */
export const HASHPOWER_PUSH_MS = 3000;
/** Orders per location in each hash-power push: the REST call's default page. */
export const HASHPOWER_PUSH_ORDERS = 100;

/** Client to server: `{"m":"subscribe.trades"}`, `{"m":"subscribe.candlesticks","r":1}`, `unsubscribe.*` alike. */
export interface ClientMessage {
  m: string;
  r?: number;
}

/** A [price, quantity] level; quantity 0 in `ob.u` removes the level. */
export type Level = [number, number];

/** Server to client. Every push carries `ts`, the server's send time in epoch ms (for "as of" and latency). */
export type ServerMessage =
  | { m: 't.u'; ts: number; t: Array<{ d: 'BUY' | 'SELL'; p: number; q: number; ts: number }> }
  | { m: 'ob.s' | 'ob.u'; ts: number; b: Level[]; s: Level[] }
  | { m: 'c.u'; ts: number; r: CandleResolution; c: { t: number; o: number; c: number; l: number; h: number; v: number } }
  | { m: 's.u'; ts: number; p: number; l24: number; h24: number; v24: number; c24: number }
  | { m: 'hp.s'; ts: number; stats: Record<string, unknown> }
  | { m: 'error'; ts: number; code: number; message: string };

/** The client's reconnect delays: doubling from `firstMs` up to `maxMs`. */
export const RECONNECT_BACKOFF_MS = { firstMs: 1000, maxMs: 30_000 } as const;
/** Failed connection attempts in a row after which the client polls the REST call instead (sockets may be blocked). */
export const FAILS_BEFORE_POLLING = 3;
