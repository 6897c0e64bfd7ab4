/**
 * Shapes of the live streams' upgrade requests. What travels on an open
 * socket is in src/config/live-streams.ts and the AsyncAPI document
 * (api/v2/asyncapi.json).
 */
import { Type } from '@sinclair/typebox';
import { patternParam } from './params.js';
import type { EndpointShape } from './shape.js';

const name = (description: string) => patternParam('^[A-Za-z0-9_]+$', 64, 2, { description });
const upgraded = Type.Null({ description: 'Switching Protocols: the socket is open.' });

export const liveShapes = {
  exchangeStream: {
    summary: 'Open the exchange stream of one market (websocket)',
    description: 'Trades, order book, candles and statistics of the market, as the real exchange websocket speaks them. See the AsyncAPI document.',
    tags: ['live'],
    params: Type.Object({ market: name('A market symbol (BTCUSDT), any case.') }),
    answers: { 101: upgraded },
    errors: ['UPGRADE_REQUIRED'],
  },
  hashpowerStream: {
    summary: 'Open the hash-power order book stream of one algorithm (websocket)',
    description: 'Pushes the order book in the REST call’s shape. See the AsyncAPI document.',
    tags: ['live'],
    params: Type.Object({ algorithm: name('An algorithm name (SCRYPT), any case.') }),
    answers: { 101: upgraded },
    errors: ['UPGRADE_REQUIRED'],
  },
} as const satisfies Record<string, EndpointShape>;
