/**
 * main/api/v2/accounting: the caller's balances. Signed: the organization is
 * the one the API key belongs to (request.auth), never a parameter.
 */
import type { FastifyInstance } from 'fastify';
import { API } from '../../../src/config/api-contract.js';
import { MAX_PRECISION } from '../../../src/config/limits.js';
import { invalidParameter } from '../lib/api-error.js';
import { contractRoute } from '../lib/contract-route.js';

/** Balances and the BTC total are in this currency (api-facts: total.currency is BTC). */
const TOTAL_CURRENCY = 'BTC';
const DEFAULT_FIAT = 'USD';

function toBtc(amount: string, btcRate: number): number {
  return Number(amount) * btcRate;
}

export default async function accountingRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(app, API.accounts, {
    handler: async (request) => {
      const organizationId = request.auth!.organizationId;
      const fiat = request.query.fiat ?? DEFAULT_FIAT;
      if (request.query.fiat !== undefined && fiat !== DEFAULT_FIAT) {
        if (!(await app.repos.currencies.isFiat(fiat))) throw invalidParameter(`fiat: unknown fiat currency ${fiat}`);
      }

      const t = app.now();
      const rows = await app.balances.get(organizationId);
      // A currency with no known rate counts as 0 in the total (spec: a
      // conversion without a rate yields zero) rather than failing the call.
      const currencies = rows
        .filter((row) => !request.query.hideZero || Number(row.totalBalance) !== 0)
        .map((row) => ({
          active: row.active,
          currency: row.currency,
          totalBalance: row.totalBalance,
          available: row.available,
          pending: row.pending,
          pendingDetails: {},
          enabled: true,
          btcRate: row.currency === TOTAL_CURRENCY ? 1 : (app.market.rate(row.currency, TOTAL_CURRENCY, t) ?? 0),
          fiatRate: app.market.rate(row.currency, fiat, t) ?? 0,
          status: 'ACTIVE' as const,
        }));

      let available = 0;
      let pending = 0;
      for (const c of currencies) {
        available += toBtc(c.available, c.btcRate);
        pending += toBtc(c.pending, c.btcRate);
      }
      return {
        total: {
          currency: TOTAL_CURRENCY,
          totalBalance: (available + pending).toFixed(MAX_PRECISION),
          available: available.toFixed(MAX_PRECISION),
          pending: pending.toFixed(MAX_PRECISION),
          pendingDetails: {},
        },
        currencies,
      };
    },
  });
}
