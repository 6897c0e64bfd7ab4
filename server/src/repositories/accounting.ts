/** Organizations' balances (`accounts`), one row per organization and currency. */
import type { Queryable } from '../db/types.js';

export interface BalanceRow {
  currency: string;
  available: string;
  pending: string;
  totalBalance: string;
  /** The organization has an account in this currency. */
  active: boolean;
}

export function createAccountingRepository(db: Queryable) {
  return {
    /**
     * Every listed currency with the organization's balance, 0 where it has
     * none. Amounts keep the currency's own precision (digits of subunits
     * minus 1), at most `maxDecimals`.
     */
    balances(organizationId: string, maxDecimals: number): Promise<BalanceRow[]> {
      return db.query<BalanceRow>(
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
        [organizationId, maxDecimals],
      );
    },

    /** Gives the organization these balances, skipping currencies the database does not list (or that are delisted). */
    async addBalances(organizationId: string, balances: ReadonlyArray<{ currency: string; available: string; pending: string }>): Promise<void> {
      await db.query(
        `INSERT INTO accounts (organization_id, currency, available, pending)
         SELECT $1::uuid, c.symbol, b.available::numeric, b.pending::numeric
         FROM jsonb_to_recordset($2::jsonb) AS b(currency text, available text, pending text)
         JOIN currencies c ON c.symbol = b.currency AND NOT c.delisted`,
        [organizationId, JSON.stringify(balances)],
      );
    },
  };
}

export type AccountingRepository = ReturnType<typeof createAccountingRepository>;
