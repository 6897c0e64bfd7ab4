/** Shapes of exchange/api/v2: markets, prices, 24 h statistics, candles and trades. */
import { Type, type Static } from '@sinclair/typebox';
import { CANDLE_RESOLUTIONS } from '../live-streams.js';
import { KeyedBy } from './common.js';
import { enumParam, epochTimeParam, limitParam, patternParam, withDefault } from './params.js';
import type { EndpointShape } from './shape.js';

export const TRADES_LIMIT = { default: 100, max: 1000 } as const;

export const ExchangeMarket = Type.Object({
  symbol: Type.String({ description: 'BTCUSDT, …' }),
  status: Type.String({ description: 'TRADING, …' }),
  baseAsset: Type.String(),
  quoteAsset: Type.String(),
  baseAssetPrecision: Type.Integer(),
  quoteAssetPrecision: Type.Integer(),
  priceStep: Type.String(),
  priMinAmount: Type.String(),
  priMaxAmount: Type.String(),
  secMinAmount: Type.String(),
  secMaxAmount: Type.String(),
  minPrice: Type.String(),
  maxPrice: Type.String(),
});
export type ExchangeMarket = Static<typeof ExchangeMarket>;

export const MarketDayStats = Type.Object({
  l24: Type.Number({ description: 'Lowest price of the last 24 h.' }),
  h24: Type.Number({ description: 'Highest price.' }),
  v24: Type.Number({ description: 'Volume in the base asset.' }),
  c24: Type.Number({ description: 'Change over 24 h, in percent.' }),
  csjs: Type.Array(Type.Object({ d: Type.Integer({ description: 'Epoch s.' }), v: Type.Number() }), { description: 'The price series of the day.' }),
});
export type MarketDayStats = Static<typeof MarketDayStats>;

export const Candle = Type.Object({
  time: Type.Integer({ description: 'Epoch s of the candle’s start.' }),
  open: Type.Number(),
  close: Type.Number(),
  low: Type.Number(),
  high: Type.Number(),
  volume: Type.Number(),
  quote_volume: Type.Number(),
  count: Type.Integer(),
});
export type Candle = Static<typeof Candle>;

export const Trade = Type.Object({
  id: Type.String(),
  dir: Type.Union([Type.Literal('BUY'), Type.Literal('SELL')]),
  price: Type.Number(),
  qty: Type.Number(),
  sndQty: Type.Number(),
  time: Type.Integer({ description: 'Epoch microseconds.' }),
});
export type Trade = Static<typeof Trade>;

const market = patternParam('^[A-Za-z0-9]+$', 20, 2, { description: 'A market symbol (BTCUSDT), any case.' });

const candleQuery = Type.Object({
  market,
  from: epochTimeParam({ description: 'Epoch seconds, or milliseconds (from 1e11 on).' }),
  to: epochTimeParam({ description: 'Epoch seconds, or milliseconds; later than from.' }),
  resolution: withDefault(enumParam(CANDLE_RESOLUTIONS, { description: 'Minutes per candle.' }), CANDLE_RESOLUTIONS[0]),
});
const candles = {
  summary: 'Candles of one market',
  description:
    'At most 1500 candles and 400 days per request. A range longer than a day is built on a worker thread, a few at a time: past that the answer is 503 with Retry-After.',
  tags: ['exchange'],
  query: candleQuery,
  answers: { 200: Type.Array(Candle) },
  errors: ['CANDLES_BUSY'],
} as const satisfies EndpointShape;

export const exchangeShapes = {
  exchangeStatus: {
    summary: 'Exchange markets and their trading rules',
    tags: ['exchange'],
    answers: { 200: Type.Object({ symbols: Type.Array(ExchangeMarket) }) },
  },
  exchangePrices: {
    summary: 'The last price of every market',
    tags: ['exchange'],
    answers: { 200: KeyedBy(Type.Number(), 'Symbol -> last price.') },
  },
  marketStats: {
    summary: 'The 24 h statistics of every market',
    tags: ['exchange'],
    answers: { 200: KeyedBy(MarketDayStats, 'By symbol.') },
  },
  candlesticks: candles,
  candlesticksInfo: { ...candles, summary: 'Candles of one market (the name the public docs also give)' },
  trades: {
    summary: 'The latest trades of one market, newest first',
    tags: ['exchange'],
    query: Type.Object({ market, limit: withDefault(limitParam(TRADES_LIMIT.max), TRADES_LIMIT.default) }),
    answers: { 200: Type.Array(Trade) },
  },
} as const satisfies Record<string, EndpointShape>;
