/**
 * exchange/api/v2: markets, last prices, 24 h statistics, candles and trades,
 * all read from the simulator's trade tape so they agree with each other (the
 * last candle's close is the last trade's price is the listed price).
 */
import type { FastifyInstance } from 'fastify';
import { API } from '../../../src/config/api-contract.js';
import { CANDLE_RESOLUTIONS } from '../../../src/config/live-streams.js';
import { invalidParameter } from '../lib/api-error.js';
import { contractRoute } from '../lib/contract-route.js';
import type { MarketRef } from '../market/reference.js';
import { arr, int, map, num, obj, str } from './schemas/helpers.js';
import { enumParam, epochTimeParam, limitParam, patternParam } from './schemas/params.js';

/** Most candles one request may ask for. */
export const MAX_CANDLES = 1500;
/** Longest span one request may cover: a year of daily candles (older history costs too much to simulate per call). */
export const MAX_CANDLE_SPAN_DAYS = 400;
/** A from/to at or above this is read as epoch milliseconds, below it as epoch seconds. */
export const MS_THRESHOLD = 1e11;
const TRADES_LIMIT = { default: 100, max: 1000 } as const;
const DAY_MS = 86_400_000;

const marketParam = patternParam('^[A-Za-z0-9]+$', 20, 2);

const statusSchema = obj({
  symbols: arr(obj({
    symbol: str, status: str, baseAsset: str, quoteAsset: str, baseAssetPrecision: int, quoteAssetPrecision: int,
    priceStep: str, priMinAmount: str, priMaxAmount: str, secMinAmount: str, secMaxAmount: str, minPrice: str, maxPrice: str,
  })),
});
const marketStatsSchema = map(obj({ l24: num, h24: num, v24: num, c24: num, csjs: arr(obj({ d: int, v: num })) }));
const candlesSchema = arr(obj({
  time: int, open: num, close: num, low: num, high: num, volume: num, quote_volume: num, count: int,
}));
const tradesSchema = arr(obj({ id: str, dir: str, price: num, qty: num, sndQty: num, time: int }));

interface CandleQuery { market: string; from: number; to: number; resolution?: number }

function toMs(value: number): number {
  return value >= MS_THRESHOLD ? value : value * 1000;
}

export default async function exchangeRoutes(app: FastifyInstance): Promise<void> {
  function market(symbol: string): MarketRef {
    const m = app.market.market(symbol.toUpperCase());
    if (!m) throw invalidParameter(`Unknown market: ${symbol}`);
    return m;
  }

  app.route({
    ...contractRoute(API.exchangeStatus),
    schema: { response: { 200: statusSchema } },
    handler: async () => ({ symbols: await app.repos.exchange.symbols() }),
  });

  app.route({
    ...contractRoute(API.exchangePrices),
    schema: { response: { 200: map(num) } },
    handler: async () => {
      const t = app.now();
      return Object.fromEntries(app.market.markets().map((m) => [m.symbol, app.market.lastPrice(m.symbol, t)!]));
    },
  });

  app.route({
    ...contractRoute(API.marketStats),
    schema: { response: { 200: marketStatsSchema } },
    handler: async () => {
      const t = app.now();
      const out: Record<string, unknown> = {};
      for (const m of app.market.markets()) {
        const stats = app.market.marketStats(m.symbol, t);
        if (stats) out[m.symbol] = stats;
      }
      return out;
    },
  });

  const candleOptions = {
    schema: {
      querystring: {
        type: 'object', required: ['market', 'from', 'to'], additionalProperties: true,
        properties: {
          market: marketParam,
          from: epochTimeParam(),
          to: epochTimeParam(),
          resolution: enumParam(CANDLE_RESOLUTIONS),
        },
      },
      response: { 200: candlesSchema },
    },
  };
  async function candles(request: { query: CandleQuery }) {
    const m = market(request.query.market);
    const from = toMs(request.query.from);
    const to = toMs(request.query.to);
    const resolution = request.query.resolution ?? CANDLE_RESOLUTIONS[0];
    if (to <= from) throw invalidParameter('"to" must be later than "from"');
    if (to - from > MAX_CANDLE_SPAN_DAYS * DAY_MS) throw invalidParameter(`At most ${MAX_CANDLE_SPAN_DAYS} days per request`);
    if (Math.ceil((to - from) / (resolution * 60_000)) > MAX_CANDLES) {
      throw invalidParameter(`At most ${MAX_CANDLES} candles per request`);
    }
    return app.market.candles(m.symbol, from, to, resolution, app.now()).map(({ quoteVolume, ...c }) => ({ ...c, quote_volume: quoteVolume }));
  }
  app.route<{ Querystring: CandleQuery }>({ ...contractRoute(API.candlesticks), ...candleOptions, handler: candles });
  // The public docs also name it under info/.
  app.route<{ Querystring: CandleQuery }>({ ...contractRoute(API.candlesticksInfo), ...candleOptions, handler: candles });

  app.route<{ Querystring: { market: string; limit?: number } }>({
    ...contractRoute(API.trades),
    schema: {
      querystring: {
        type: 'object', required: ['market'], additionalProperties: true,
        properties: { market: marketParam, limit: limitParam(TRADES_LIMIT.max) },
      },
      response: { 200: tradesSchema },
    },
    handler: async (request) => {
      const m = market(request.query.market);
      return app.market.recentTrades(m.symbol, app.now(), request.query.limit ?? TRADES_LIMIT.default).map((trade) => ({
        id: trade.id, dir: trade.dir, price: trade.price, qty: trade.qty, sndQty: trade.sndQty, time: trade.timeUs,
      }));
    },
  });
}
