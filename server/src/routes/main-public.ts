/**
 * main/api/v2 reference data: currencies, algorithms, mining locations, fees,
 * exchange rates, calculator devices and deposit confirmations. All public and
 * cached for the standard TTL; live mining numbers are in mining-stats.ts.
 */
import type { FastifyInstance } from 'fastify';
import { CACHE_TTL_SECONDS, CURRENCY_PAIR_ORDER_FIRST } from '../../../src/config/limits.js';
import { ApiError } from '../lib/api-error.js';
import { SETTINGS_KEYS } from '../db/seed.js';
import { decimalString } from '../market/format.js';
import { btcPerDay } from '../market/mining-market.js';
import {
  algorithmsSchema, currenciesSchema, devicesSchema, feeInfoSchema, marketsSchema, minConfirmationsSchema,
  profcalcRatesSchema, rateListSchema,
} from './main-public-schemas.js';

const cached = { cacheTtlSeconds: CACHE_TTL_SECONDS.standard };
/** Significant digits of exchange rates in the lists. */
const RATE_DIGITS = 10;

export default async function mainPublicRoutes(app: FastifyInstance): Promise<void> {

  async function setting(key: string): Promise<unknown> {
    const rows = await app.db.query<{ value: unknown }>('SELECT value FROM settings WHERE key = $1', [key]);
    if (!rows[0]) throw new ApiError('NOT_FOUND', `Setting ${key} is not configured`);
    return rows[0].value;
  }

  /** Fiat codes, the spec's preferred order first (EUR, USD, CNY, GBP, RUB), then alphabetical. */
  async function fiats(): Promise<string[]> {
    const rows = await app.db.query<{ currency: string }>('SELECT currency FROM fiat_rates ORDER BY currency');
    const rank = (c: string) => {
      const i = (CURRENCY_PAIR_ORDER_FIRST as readonly string[]).indexOf(c);
      return i === -1 ? CURRENCY_PAIR_ORDER_FIRST.length : i;
    };
    return rows.map((r) => r.currency).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  }

  /** Listed crypto currencies (not fiat), in display order. */
  async function cryptos(): Promise<string[]> {
    const rows = await app.db.query<{ symbol: string }>(
      `SELECT symbol FROM currencies c WHERE NOT delisted AND NOT EXISTS (SELECT 1 FROM fiat_rates f WHERE f.currency = c.symbol)
        ORDER BY sort_order`,
    );
    return rows.map((r) => r.symbol);
  }

  function rates(froms: string[], tos: string[]) {
    const t = app.now();
    const list: Array<{ fromCurrency: string; toCurrency: string; exchangeRate: string }> = [];
    for (const fromCurrency of froms) {
      for (const toCurrency of tos) {
        const rate = app.market.rate(fromCurrency, toCurrency, t);
        if (rate !== undefined) list.push({ fromCurrency, toCurrency, exchangeRate: decimalString(rate, RATE_DIGITS) });
      }
    }
    return list;
  }

  app.get('/main/api/v2/public/currencies', { config: cached, schema: { response: { 200: currenciesSchema } } }, async () => {
    const rows = await app.db.query<Record<string, unknown>>(
      `SELECT symbol, name, subunits::text AS subunits, wallets, sort_order AS "order", delisted, base,
              transaction_info_url AS "transactionInfoUrl", address_info_url AS "addressInfoUrl", block_info_url AS "blockInfoUrl"
         FROM currencies ORDER BY sort_order, symbol`,
    );
    return { currencies: rows.map((r) => ({ ...r, subunits: Number(r.subunits) })) };
  });

  app.get('/main/api/v2/mining/algorithms', { config: cached, schema: { response: { 200: algorithmsSchema } } }, async () => ({
    miningAlgorithms: await app.db.query(
      `SELECT algorithm, title, enabled, code AS "order", display_mining_factor AS "displayMiningFactor",
              mining_factor::text AS "miningFactor", display_market_factor AS "displayMarketFactor",
              market_factor::text AS "marketFactor", minimal_order_amount::text AS "minimalOrderAmount",
              min_speed_limit::text AS "minSpeedLimit", max_speed_limit::text AS "maxSpeedLimit",
              price_down_step::text AS "priceDownStep", color, orders_enabled AS "ordersEnabled",
              enabled_markets AS "enabledMarkets", display_price_factor AS "displayPriceFactor",
              price_factor::text AS "priceFactor"
         FROM mining_algorithms ORDER BY code`,
    ),
  }));

  app.get('/main/api/v2/mining/markets', { config: cached, schema: { response: { 200: marketsSchema } } }, async () =>
    (await app.db.query<{ market: string }>('SELECT market FROM mining_markets ORDER BY sort_order')).map((r) => r.market));

  app.get('/main/api/v2/public/service/fee/info', { config: cached, schema: { response: { 200: feeInfoSchema } } }, async () =>
    setting(SETTINGS_KEYS.serviceFeeInfo));

  app.get('/main/api/v2/public/wallet/minConfirmations', {
    config: cached, schema: { response: { 200: minConfirmationsSchema } },
  }, async () => setting(SETTINGS_KEYS.minConfirmations));

  app.get('/main/api/v2/exchangeRate/list', { config: cached, schema: { response: { 200: rateListSchema } } }, async () => ({
    list: rates(await cryptos(), await fiats()),
  }));

  app.get<{ Params: { id: string } }>('/main/api/v2/exchangeRate/profcalcRates/:id', {
    config: cached,
    schema: {
      params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[A-Za-z]{3}$' } } },
      response: { 200: profcalcRatesSchema },
    },
  }, async (request) => {
    const currency = request.params.id.toUpperCase();
    if (!(await fiats()).includes(currency)) throw new ApiError('NOT_FOUND', `Unknown fiat currency: ${request.params.id}`);
    return { currency, list: rates(await cryptos(), [currency]) };
  });

  app.get('/main/api/v2/public/profcalc/devices', { config: cached, schema: { response: { 200: devicesSchema } } }, async () => {
    const t = app.now();
    const rows = await app.db.query<{ id: string; name: string; niceName: string; category: string; speeds: unknown; power: number }>(
      'SELECT id, name, nice_name AS "niceName", category, speeds, power FROM devices ORDER BY sort_order, id',
    );
    return {
      devices: rows.map((d) => {
        const speeds = (typeof d.speeds === 'string' ? JSON.parse(d.speeds) : d.speeds) as Record<string, number>;
        let paying = 0;
        for (const [algorithm, speed] of Object.entries(speeds)) {
          const stats = app.market.algorithmStats(algorithm, t);
          if (stats?.algorithm.enabled) paying = Math.max(paying, btcPerDay(speed, stats.algorithm, stats.paying));
        }
        return { ...d, speeds: JSON.stringify(speeds), paying: Number(paying.toPrecision(8)) };
      }),
    };
  });
}
