/**
 * Organizations' balances as accounts2 shows them, kept in memory for
 * BALANCE_CACHE.ttlMs (server-limits.ts): a client polling its balances then costs this server
 * one query per organization per that time instead of one per call. A write
 * of balances through this server calls `app.balances.forget(organizationId)`
 * after it commits, so this server shows it at once; a write through another
 * server sharing the PostgreSQL database shows within that time.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { MAX_PRECISION } from '../../../src/config/limits.js';
import { TtlLoader } from '../lib/ttl-loader.js';
import type { BalanceRow } from '../repositories/accounting.js';
import { BALANCE_CACHE } from '../server-limits.js';

export interface BalanceCache {
  /** Every listed currency with the organization's balance (repositories/accounting.ts), at most MAX_PRECISION decimals. */
  get(organizationId: string): Promise<readonly Readonly<BalanceRow>[]>;
  forget(organizationId: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    balances: BalanceCache;
  }
}

export default fp(async function balanceCache(app: FastifyInstance) {
  const loader = new TtlLoader(
    async (organizationId) => Object.freeze((await app.repos.accounting.balances(organizationId, MAX_PRECISION)).map((row) => Object.freeze(row))),
    BALANCE_CACHE,
  );
  app.decorate('balances', {
    get: (organizationId: string) => loader.get(organizationId),
    forget: (organizationId: string) => loader.forget(organizationId),
  } satisfies BalanceCache);
});
