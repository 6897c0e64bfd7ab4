/**
 * main/api/v2/accounting: the caller's balances. Signed: the organization is
 * the one the API key belongs to (request.auth), never a parameter.
 */
import type { FastifyInstance } from 'fastify';
import { MAX_PRECISION } from '../../../src/config/limits.js';
import { invalidParameter } from '../lib/api-error.js';

/** Balances and the BTC total are in this currency (api-facts: total.currency is BTC). */
const TOTAL_CURRENCY = 'BTC';
const DEFAULT_FIAT = 'USD';

const decimal = { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' } as const;
// Our ledger keeps one pending amount per currency; its breakdown (deposits,
// withdrawals, orders...) is not recorded yet, so pendingDetails is empty.
const pendingDetails = { type: 'object', additionalProperties: decimal } as const;

const accounts2Schema = {
  querystring: {
    type: 'object',
    properties: {
      fiat: { type: 'string', pattern: '^[A-Z]{3,5}$' },
      hideZero: { type: 'boolean' },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['total', 'currencies'],
      properties: {
        total: {
          type: 'object',
          required: ['currency', 'totalBalance', 'available', 'pending', 'pendingDetails'],
          properties: {
            currency: { type: 'string' },
            totalBalance: decimal,
            available: decimal,
            pending: decimal,
            pendingDetails,
          },
        },
        currencies: {
          type: 'array',
          items: {
            type: 'object',
            required: ['active', 'currency', 'totalBalance', 'available', 'pending', 'pendingDetails', 'enabled', 'btcRate', 'fiatRate', 'status'],
            properties: {
              active: { type: 'boolean' },
              currency: { type: 'string' },
              totalBalance: decimal,
              available: decimal,
              pending: decimal,
              pendingDetails,
              enabled: { type: 'boolean' },
              btcRate: { type: 'number' },
              fiatRate: { type: 'number' },
              status: { type: 'string', enum: ['ACTIVE'] },
            },
          },
        },
      },
    },
  },
} as const;

interface BalanceRow {
  currency: string;
  available: string;
  pending: string;
  totalBalance: string;
  /** The organization has an account in this currency. */
  active: boolean;
}

/** Every listed currency with the organization's balance, 0 where it has none. */
function balances(app: FastifyInstance, organizationId: string): Promise<BalanceRow[]> {
  // Amounts keep the currency's own precision (digits of subunits minus 1),
  // at most MAX_PRECISION decimals, as the client displays them.
  return app.db.query<BalanceRow>(
    `WITH scaled AS (
       SELECT c.symbol, c.sort_order, a.organization_id IS NOT NULL AS active,
              coalesce(a.available, 0) AS available, coalesce(a.pending, 0) AS pending,
              LEAST(greatest(length(trunc(c.subunits)::text) - 1, 0), $2::int) AS scale
       FROM currencies c
       LEFT JOIN accounts a ON a.currency = c.symbol AND a.organization_id = $1
       WHERE NOT c.delisted
     )
     SELECT symbol AS currency, active,
            round(available, scale)::text AS available,
            round(pending, scale)::text AS pending,
            round(available + pending, scale)::text AS "totalBalance"
     FROM scaled ORDER BY sort_order, symbol`,
    [organizationId, MAX_PRECISION],
  );
}

function toBtc(amount: string, btcRate: number): number {
  return Number(amount) * btcRate;
}

export default async function accountingRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { fiat?: string; hideZero?: boolean } }>('/main/api/v2/accounting/accounts2', {
    config: { signed: true },
    schema: accounts2Schema,
  }, async (request) => {
    const organizationId = request.auth!.organizationId;
    const fiat = request.query.fiat ?? DEFAULT_FIAT;
    if (request.query.fiat !== undefined && fiat !== DEFAULT_FIAT) {
      const known = await app.db.query('SELECT 1 FROM fiat_rates WHERE currency = $1', [fiat]);
      if (known.length === 0) throw invalidParameter(`fiat: unknown fiat currency ${fiat}`);
    }

    const t = app.now();
    const rows = await balances(app, organizationId);
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
  });
}
