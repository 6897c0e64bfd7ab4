/**
 * An external miner's past, for the mining-address page: one UTC day's
 * figures per rig ("Why did I earn less?") and the payouts, both from the
 * market simulator (market/miner-day.ts). Public, like rigs2.
 */
import type { FastifyInstance } from 'fastify';
import { API } from '../../../src/config/api-contract.js';
import type { FeeInfo } from '../../../src/config/api/reference.js';
import { invalidParameter } from '../lib/api-error.js';
import { contractRoute } from '../lib/contract-route.js';
import { DAY_MS } from '../../../src/config/time.js';
import { MINER_HISTORY_LIMITS } from '../server-limits.js';

/** Significant digits of speeds and prices, as rigs2. */
const DIGITS = 8;
const SATOSHI = 100_000_000;
const sig = (x: number) => Number(x.toPrecision(DIGITS));
const btc = (sats: number) => (sats / SATOSHI).toFixed(8);

/** The start of the UTC day `day` (YYYY-MM-DD) if it is one of the kept whole days, else 400. */
function keptDay(day: string, now: number): number {
  const start = Date.parse(`${day}T00:00:00Z`);
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  if (!Number.isFinite(start) || new Date(start).toISOString().slice(0, 10) !== day) throw invalidParameter(`Not a calendar day: ${day}`);
  if (start >= today || start < today - MINER_HISTORY_LIMITS.days * DAY_MS) {
    throw invalidParameter(`day must be one of the last ${MINER_HISTORY_LIMITS.days} whole UTC days`);
  }
  return start;
}

export default async function minerAddressRoutes(app: FastifyInstance): Promise<void> {
  /** The entry tier of the seller fee (a 30-day volume of 0), as a fraction. */
  async function sellerFee(): Promise<number> {
    const info = (await app.repos.settings.get('serviceFeeInfo')) as FeeInfo | undefined;
    const tier = info?.sellFee.intervals.find((t) => t.start === 0);
    return tier?.element.type === 'PERCENTAGE' ? tier.element.value : 0;
  }

  contractRoute(app, API.minerDay, {
    handler: async (request) => {
      const { btcAddress } = request.params;
      const day = request.query.day;
      const rigs = app.market.minerDay(btcAddress, keptDay(day, app.now()));
      return {
        btcAddress,
        day,
        rigs: rigs.map((r) => ({
          rigId: r.plan.rigId,
          name: r.plan.name,
          algorithm: { enumName: r.plan.algorithm.algorithm, description: r.plan.algorithm.title },
          miningFactor: r.plan.algorithm.miningFactor,
          marketFactor: r.plan.algorithm.marketFactor,
          speedReported: sig(r.speedReported),
          speedAccepted: sig(r.speedAccepted),
          speedRejected: {
            TARGET: sig(r.speedRejected.TARGET),
            STALE: sig(r.speedRejected.STALE),
            DUPLICATE: sig(r.speedRejected.DUPLICATE),
            NTIME: sig(r.speedRejected.NTIME),
            OTHER: sig(r.speedRejected.OTHER),
          },
          minutesOffline: r.minutesOffline,
          spotPaying: sig(r.spotPaying),
          averagePaying: sig(r.averagePaying),
        })),
      };
    },
  });

  contractRoute(app, API.minerPayouts, {
    handler: async (request) => {
      const { page, size } = request.query;
      if (!Number.isFinite(page) || !Number.isFinite(size)) throw invalidParameter('page and size must be finite integers');
      const now = app.now();
      const from = Math.floor(now / DAY_MS) * DAY_MS - MINER_HISTORY_LIMITS.days * DAY_MS;
      const payouts = app.market.minerPayouts(request.params.btcAddress, from, now);
      const fee = await sellerFee();
      return {
        list: payouts.slice(page * size, (page + 1) * size).map((p) => {
          const gross = Math.round(p.gross * SATOSHI);
          const feeSats = Math.round(gross * fee);
          return {
            id: p.id,
            created: p.created,
            currency: { enumName: 'BTC', description: 'Bitcoin' },
            amount: btc(gross - feeSats),
            feeAmount: btc(feeSats),
            txId: p.txId,
          };
        }),
        pagination: { size, page, totalPageCount: Math.max(1, Math.ceil(payouts.length / size)) },
      };
    },
  });
}
