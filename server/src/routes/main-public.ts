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
import type { ExchangeRate, FeeInfo, MinConfirmations } from '../../../src/config/api/reference.js';
import { contractRoute } from '../lib/contract-route.js';
import { decimalString } from '../lib/number-format.js';
import { btcPerDay } from '../market/mining-market.js';

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
  /** A document the operator configures (fees, confirmations), stored as the API answers it. */
  async function setting<T>(key: SettingsKey): Promise<T> {
    const value = await app.repos.settings.get(key);
    if (value === undefined) throw new ApiError('NOT_FOUND', `Setting ${key} is not configured`);
    return value as T;
  }

  function rates(froms: string[], tos: string[]): ExchangeRate[] {
    const t = app.now();
    const list: ExchangeRate[] = [];
    for (const fromCurrency of froms) {
      for (const toCurrency of tos) {
        const rate = app.market.rate(fromCurrency, toCurrency, t);
        if (rate !== undefined) list.push({ fromCurrency, toCurrency, exchangeRate: decimalString(rate, RATE_DIGITS) });
      }
    }
    return list;
  }

  contractRoute(app, API.currencies, {
    handler: async () => ({ currencies: await app.repos.currencies.list() }),
  });

  contractRoute(app, API.algorithms, {
    handler: async () => ({ miningAlgorithms: await app.repos.mining.algorithms() }),
  });

  contractRoute(app, API.markets, {
    handler: () => app.repos.mining.markets(),
  });

  contractRoute(app, API.feeInfo, {
    handler: () => setting<FeeInfo>('serviceFeeInfo'),
  });

  contractRoute(app, API.minConfirmations, {
    handler: () => setting<MinConfirmations>('minConfirmations'),
  });

  contractRoute(app, API.exchangeRates, {
    handler: async () => ({
      list: rates(await app.repos.currencies.listedCryptos(), inDisplayOrder(await app.repos.currencies.fiatCodes())),
    }),
  });

  contractRoute(app, API.profcalcRates, {
    handler: async (request) => {
      const currency = request.params.id.toUpperCase();
      if (!(await app.repos.currencies.isFiat(currency))) throw new ApiError('NOT_FOUND', `Unknown fiat currency: ${request.params.id}`);
      return { currency, list: rates(await app.repos.currencies.listedCryptos(), [currency]) };
    },
  });

  contractRoute(app, API.profcalcDevices, {
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
