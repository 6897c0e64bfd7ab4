/**
 * exchange/api/v2: markets, last prices, 24 h statistics, candles and trades,
 * all read from the simulator's trade tape so they agree with each other (the
 * last candle's close is the last trade's price is the listed price).
 */
import type { FastifyInstance } from 'fastify';
import { CACHE_TTL_SECONDS } from '../../../src/config/limits.js';
import { invalidParameter } from '../lib/api-error.js';
import type { MarketRef } from '../market/reference.js';
import { arr, int, map, num, obj, str } from './schema-helpers.js';

/** Candle resolutions in minutes. */
export const CANDLE_RESOLUTIONS = [1, 60, 1440] as const;
/** Most candles one request may ask for. */
export const MAX_CANDLES = 1500;
/** Longest span one request may cover: a year of daily candles (older history costs too much to simulate per call). */
export const MAX_CANDLE_SPAN_DAYS = 400;
/** A from/to at or above this is read as epoch milliseconds, below it as epoch seconds. */
export const MS_THRESHOLD = 1e11;
const TRADES_LIMIT = { default: 100, max: 1000 } as const;
const DAY_MS = 86_400_000;

const marketParam = { type: 'string', minLength: 2, maxLength: 20, pattern: '^[A-Za-z0-9]+$' } as const;

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

  app.get('/exchange/api/v2/info/status', {
    config: { cacheTtlSeconds: CACHE_TTL_SECONDS.standard },
    schema: { response: { 200: statusSchema } },
  }, async () => ({
    symbols: await app.db.query(
      `SELECT symbol, status, base_asset AS "baseAsset", quote_asset AS "quoteAsset",
              base_asset_precision AS "baseAssetPrecision", quote_asset_precision AS "quoteAssetPrecision",
              price_step::text AS "priceStep", pri_min_amount::text AS "priMinAmount", pri_max_amount::text AS "priMaxAmount",
              sec_min_amount::text AS "secMinAmount", sec_max_amount::text AS "secMaxAmount",
              min_price::text AS "minPrice", max_price::text AS "maxPrice"
         FROM exchange_markets ORDER BY sort_order, symbol`,
    ),
  }));

  app.get('/exchange/api/v2/info/prices', { schema: { response: { 200: map(num) } } }, async () => {
    const t = app.now();
    return Object.fromEntries(app.market.markets().map((m) => [m.symbol, app.market.lastPrice(m.symbol, t)!]));
  });

  app.get('/exchange/api/v2/info/marketStats', { schema: { response: { 200: marketStatsSchema } } }, async () => {
    const t = app.now();
    const out: Record<string, unknown> = {};
    for (const m of app.market.markets()) {
      const stats = app.market.marketStats(m.symbol, t);
      if (stats) out[m.symbol] = stats;
    }
    return out;
  });

  const candleRoute = {
    schema: {
      querystring: {
        type: 'object', required: ['market', 'from', 'to'], additionalProperties: true,
        properties: {
          market: marketParam,
          from: { type: 'integer', minimum: 0 },
          to: { type: 'integer', minimum: 0 },
          resolution: { type: 'integer', enum: [...CANDLE_RESOLUTIONS] },
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
  app.get<{ Querystring: CandleQuery }>('/exchange/api/v2/candlesticks', candleRoute, candles);
  // The public docs also name it under info/.
  app.get<{ Querystring: CandleQuery }>('/exchange/api/v2/info/candlesticks', candleRoute, candles);

  app.get<{ Querystring: { market: string; limit?: number } }>('/exchange/api/v2/info/trades', {
    schema: {
      querystring: {
        type: 'object', required: ['market'], additionalProperties: true,
        properties: { market: marketParam, limit: { type: 'integer', minimum: 1, maximum: TRADES_LIMIT.max } },
      },
      response: { 200: tradesSchema },
    },
  }, async (request) => {
    const m = market(request.query.market);
    return app.market.recentTrades(m.symbol, app.now(), request.query.limit ?? TRADES_LIMIT.default).map((trade) => ({
      id: trade.id, dir: trade.dir, price: trade.price, qty: trade.qty, sndQty: trade.sndQty, time: trade.timeUs,
    }));
  });
}
