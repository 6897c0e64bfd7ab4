/**
 * The capture's websocket part: opens each live stream of a listening app,
 * subscribes to every channel, sends one message the server cannot read (for
 * an `error` example), moves the app's clock on so that trades happen and the
 * book changes, and keeps the first message of each kind.
 */
// @ts-expect-error: `ws` has no type declarations in this project
import WebSocketImpl from 'ws';
import type { FastifyInstance } from 'fastify';
import type { ApiName } from '../../../src/config/api-contract.js';
import { routePattern, API } from '../../../src/config/api-contract.js';
import { CANDLE_RESOLUTIONS, EXCHANGE_CHANNELS, type ClientMessage, type ServerMessage } from '../../../src/config/live-streams.js';
import type { CapturedStream } from './examples.js';
import { MINUTE_MS } from '../../../src/config/time.js';

interface RawSocket {
  on(event: string, listener: (...args: unknown[]) => void): void;
  send(text: string): void;
  close(): void;
}

/** How far the clock jumps so that the next tick has trades and a changed book, and how long to wait for every kind. */
const CLOCK_JUMP_MS = MINUTE_MS;
const WAIT_MS = 10_000;
const NOT_UNDERSTOOD = { m: 'hello' };

interface Plan {
  readonly name: Extract<ApiName, 'exchangeStream' | 'hashpowerStream'>;
  readonly params: Record<string, string>;
  readonly sends: readonly ClientMessage[];
  /** What the subscriptions answer at once, and what needs the clock to move. */
  readonly atOnce: ReadonlyArray<ServerMessage['m']>;
  readonly later: ReadonlyArray<ServerMessage['m']>;
}

function url(base: string, plan: Plan): string {
  const path = routePattern(API[plan.name]).replace(/:([A-Za-z0-9_]+)/g, (_, key: string) => encodeURIComponent(plan.params[key]!));
  return `${base.replace(/^http/, 'ws')}${path}`;
}

async function capture(base: string, plan: Plan, jumpClock: () => void): Promise<CapturedStream> {
  const socket = new (WebSocketImpl as new (url: string) => RawSocket)(url(base, plan));
  const messages: Record<string, unknown> = {};
  let wake = () => {};
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as ServerMessage;
    messages[message.m] ??= message;
    wake();
  });
  /** Resolves once every kind named has arrived. */
  const received = (kinds: ReadonlyArray<ServerMessage['m']>) =>
    new Promise<void>((resolve, reject) => {
      const missing = () => kinds.filter((m) => !(m in messages));
      const timer = setTimeout(() => reject(new Error(`${plan.name}: no ${missing().join(', ')} within ${WAIT_MS} ms`)), WAIT_MS);
      wake = () => {
        if (missing().length > 0) return;
        clearTimeout(timer);
        resolve();
      };
      wake();
    });
  await new Promise((resolve, reject) => {
    socket.on('open', resolve);
    socket.on('error', (error) => reject(error as Error));
    socket.on('unexpected-response', (_request, response) =>
      reject(new Error(`${plan.name}: upgrade refused (${(response as { statusCode: number }).statusCode})`)),
    );
  });
  try {
    for (const message of [...plan.sends, NOT_UNDERSTOOD]) socket.send(JSON.stringify(message));
    // What a subscription answers at once comes first; only then does the clock move, so the next tick differs from it.
    await received(plan.atOnce);
    jumpClock();
    await received(plan.later);
  } finally {
    socket.close();
  }
  return { params: plan.params, messages };
}

/** The messages of both streams, for the market and algorithm given. */
export async function captureStreams(app: FastifyInstance, where: { market: string; algorithm: string }, jumpClock: (ms: number) => void) {
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const exchange: Plan = {
    name: 'exchangeStream',
    params: { market: where.market },
    sends: EXCHANGE_CHANNELS.map((channel) => ({ m: `subscribe.${channel}`, ...(channel === 'candlesticks' ? { r: CANDLE_RESOLUTIONS[0] } : {}) })),
    atOnce: ['ob.s', 'c.u', 's.u', 'error'],
    later: ['t.u', 'ob.u'],
  };
  const hashpower: Plan = {
    name: 'hashpowerStream',
    params: { algorithm: where.algorithm },
    sends: [{ m: 'subscribe.orderbook' }],
    atOnce: ['hp.s', 'error'],
    later: [],
  };
  const jump = () => jumpClock(CLOCK_JUMP_MS);
  return { exchangeStream: await capture(base, exchange, jump), hashpowerStream: await capture(base, hashpower, jump) };
}
