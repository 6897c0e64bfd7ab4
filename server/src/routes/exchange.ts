/**
 * exchange/api/v2: markets, last prices, 24 h statistics, candles and trades,
 * all read from the simulator's trade tape so they agree with each other (the
 * last candle's close is the last trade's price is the listed price).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API } from '../../../src/config/api-contract.js';
import type { MarketDayStats } from '../../../src/config/api/exchange.js';
import { ApiError, invalidParameter } from '../lib/api-error.js';
import { CandlesBusyError } from '../market/candle-builds.js';
import { contractRoute, type ContractRequest } from '../lib/contract-route.js';
import type { MarketRef } from '../market/reference.js';
import { CANDLE_REQUEST_LIMITS } from '../server-limits.js';
import { DAY_MS, MINUTE_MS } from '../../../src/config/time.js';
import { toMs } from '../lib/epoch-time.js';

export default async function exchangeRoutes(app: FastifyInstance): Promise<void> {
  function market(symbol: string): MarketRef {
    const m = app.market.market(symbol.toUpperCase());
    if (!m) throw invalidParameter(`Unknown market: ${symbol}`);
    return m;
  }

  contractRoute(app, API.exchangeStatus, {
    handler: async () => ({ symbols: await app.repos.exchange.symbols() }),
  });

  contractRoute(app, API.exchangePrices, {
    handler: async () => {
      const t = app.now();
      return Object.fromEntries(app.market.markets().map((m) => [m.symbol, app.market.lastPrice(m.symbol, t)!]));
    },
  });

  contractRoute(app, API.marketStats, {
    handler: async () => {
      const t = app.now();
      const out: Record<string, MarketDayStats> = {};
      for (const m of app.market.markets()) {
        const stats = app.market.marketStats(m.symbol, t);
        if (stats) out[m.symbol] = stats;
      }
      return out;
    },
  });

  async function candles(request: ContractRequest<'candlesticks'> | ContractRequest<'candlesticksInfo'>, reply: FastifyReply) {
    const m = market(request.query.market);
    const from = toMs(request.query.from);
    const to = toMs(request.query.to);
    const resolution = request.query.resolution;
    if (to <= from) throw invalidParameter('"to" must be later than "from"');
    if (to - from > CANDLE_REQUEST_LIMITS.maxSpanDays * DAY_MS) throw invalidParameter(`At most ${CANDLE_REQUEST_LIMITS.maxSpanDays} days per request`);
    if (Math.ceil((to - from) / (resolution * MINUTE_MS)) > CANDLE_REQUEST_LIMITS.maxCandles) {
      throw invalidParameter(`At most ${CANDLE_REQUEST_LIMITS.maxCandles} candles per request`);
    }
    let built;
    try {
      built = await app.candles.candles(m.symbol, from, to, resolution, app.now());
    } catch (error) {
      if (!(error instanceof CandlesBusyError)) throw error;
      reply.header('retry-after', String(error.retryAfterSeconds));
      throw new ApiError('CANDLES_BUSY');
    }
    return built.map(({ quoteVolume, ...c }) => ({ ...c, quote_volume: quoteVolume }));
  }
  contractRoute(app, API.candlesticks, { handler: candles });
  // The public docs also name it under info/.
  contractRoute(app, API.candlesticksInfo, { handler: candles });

  contractRoute(app, API.trades, {
    handler: async (request) => {
      const m = market(request.query.market);
      return app.market.recentTrades(m.symbol, app.now(), request.query.limit).map((trade) => ({
        id: trade.id,
        dir: trade.dir,
        price: trade.price,
        qty: trade.qty,
        sndQty: trade.sndQty,
        time: trade.timeUs,
      }));
    },
  });
}
