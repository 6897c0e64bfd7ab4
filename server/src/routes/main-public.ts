/**
 * main/api/v2 reference data: currencies, algorithms, mining locations, fees,
 * exchange rates, calculator devices and deposit confirmations. All public;
 * live mining numbers are in mining-stats.ts.
 */
import type { FastifyInstance } from 'fastify';
import { API } from '../../../src/config/api-contract.js';
import { CURRENCY_PAIR_ORDER_FIRST } from '../../../src/config/limits.js';
import type { SettingsKey } from '../db/settings-keys.js';
import { ApiError } from '../lib/api-error.js';
import { contractRoute } from '../lib/contract-route.js';
import { decimalString } from '../lib/number-format.js';
import { btcPerDay } from '../market/mining-market.js';
import {
  algorithmsSchema, currenciesSchema, devicesSchema, feeInfoSchema, marketsSchema, minConfirmationsSchema,
  profcalcRatesSchema, rateListSchema,
} from './schemas/main-public.js';
import { patternParam } from './schemas/params.js';

/** Significant digits of exchange rates in the lists. */
const RATE_DIGITS = 10;

/** The spec's preferred order first (EUR, USD, CNY, GBP, RUB), then alphabetical. */
function inDisplayOrder(fiats: string[]): string[] {
  const rank = (c: string) => {
    const i = (CURRENCY_PAIR_ORDER_FIRST as readonly string[]).indexOf(c);
    return i === -1 ? CURRENCY_PAIR_ORDER_FIRST.length : i;
  };
  return [...fiats].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

export default async function mainPublicRoutes(app: FastifyInstance): Promise<void> {
  async function setting(key: SettingsKey): Promise<unknown> {
    const value = await app.repos.settings.get(key);
    if (value === undefined) throw new ApiError('NOT_FOUND', `Setting ${key} is not configured`);
    return value;
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

  app.route({
    ...contractRoute(API.currencies),
    schema: { response: { 200: currenciesSchema } },
    handler: async () => ({ currencies: await app.repos.currencies.list() }),
  });

  app.route({
    ...contractRoute(API.algorithms),
    schema: { response: { 200: algorithmsSchema } },
    handler: async () => ({ miningAlgorithms: await app.repos.mining.algorithms() }),
  });

  app.route({
    ...contractRoute(API.markets),
    schema: { response: { 200: marketsSchema } },
    handler: () => app.repos.mining.markets(),
  });

  app.route({
    ...contractRoute(API.feeInfo),
    schema: { response: { 200: feeInfoSchema } },
    handler: () => setting('serviceFeeInfo'),
  });

  app.route({
    ...contractRoute(API.minConfirmations),
    schema: { response: { 200: minConfirmationsSchema } },
    handler: () => setting('minConfirmations'),
  });

  app.route({
    ...contractRoute(API.exchangeRates),
    schema: { response: { 200: rateListSchema } },
    handler: async () => ({
      list: rates(await app.repos.currencies.listedCryptos(), inDisplayOrder(await app.repos.currencies.fiatCodes())),
    }),
  });

  app.route<{ Params: { id: string } }>({
    ...contractRoute(API.profcalcRates),
    schema: {
      params: { type: 'object', required: ['id'], properties: { id: patternParam('^[A-Za-z]{3}$', 3) } },
      response: { 200: profcalcRatesSchema },
    },
    handler: async (request) => {
      const currency = request.params.id.toUpperCase();
      if (!(await app.repos.currencies.isFiat(currency))) throw new ApiError('NOT_FOUND', `Unknown fiat currency: ${request.params.id}`);
      return { currency, list: rates(await app.repos.currencies.listedCryptos(), [currency]) };
    },
  });

  app.route({
    ...contractRoute(API.profcalcDevices),
    schema: { response: { 200: devicesSchema } },
    handler: async () => {
      const t = app.now();
      const devices = await app.repos.mining.devices();
      return {
        devices: devices.map((d) => {
          let paying = 0;
          for (const [algorithm, speed] of Object.entries(d.speeds)) {
            const stats = app.market.algorithmStats(algorithm, t);
            if (stats?.algorithm.enabled) paying = Math.max(paying, btcPerDay(speed, stats.algorithm, stats.paying));
          }
          return { ...d, speeds: JSON.stringify(d.speeds), paying: Number(paying.toPrecision(8)) };
        }),
      };
    },
  });
}
