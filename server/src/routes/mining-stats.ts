/**
 * main/api/v2 live mining numbers from the market simulator: global stats
 * (cached 60 s), the multi-algorithm paying list, the hash-power order book
 * and an external miner's rigs (live). Units: docs/sample-data.md.
 */
import type { FastifyInstance } from 'fastify';
import { CACHE_TTL_SECONDS } from '../../../src/config/limits.js';
import { invalidParameter } from '../lib/api-error.js';
import { decimalString } from '../market/format.js';
import type { AlgorithmStats } from '../market/mining-market.js';
import { arr, bool, int, map, num, obj, str } from './schema-helpers.js';

const HOUR_MS = 3_600_000;
/** The 24 h stats average this many hourly samples, the newest at the time asked. */
const DAY_SAMPLES = 24;
/** Significant digits of the live numbers. */
const DIGITS = 8;
const BTC_ADDRESS = '^[13][1-9A-HJ-NP-Za-km-z]{25,34}$';
const ORDER_BOOK_PAGE = { defaultSize: 100, maxSize: 1000 } as const;
const RIGS_PAGE = { defaultSize: 25, maxSize: 100 } as const;

const statsSchema = obj({ algos: arr(obj({ a: int, p: num, s: num, r: int, o: int })) });
const simpleSchema = obj({ miningAlgorithms: arr(obj({ algorithm: str, title: str, speed: str, paying: str })) });
const pagination = obj({ size: int, page: int, totalPageCount: int });
const orderBookSchema = obj({
  stats: map(obj({
    updatedTs: str, totalSpeed: str, marketFactor: str, displayMarketFactor: str,
    orders: arr(obj({
      id: str, type: str, price: str, limit: str, rigsCount: int, acceptedSpeed: str, payingSpeed: str, alive: bool,
      poolName: str, availableAmount: str,
    })),
    pagination,
  })),
});
const rigsSchema = obj({
  minerStatuses: map(int), totalRigs: int, totalProfitability: num, unpaidAmount: str, btcAddress: str,
  nextPayoutTimestamp: str,
  miningRigs: arr(obj({
    rigId: str, name: str, minerStatus: str, statusTime: int, unpaidAmount: str,
    stats: arr(obj({
      market: str, algorithm: obj({ enumName: str, description: str }), speedAccepted: num, speedRejectedTotal: num,
      profitability: num,
    })),
  })),
  pagination,
});

const sig = (x: number) => Number(x.toPrecision(DIGITS));
const btc = (x: number) => x.toFixed(8);

function page(query: { page?: number; size?: number }, defaultSize: number) {
  return { page: query.page ?? 0, size: query.size ?? defaultSize };
}

function pageQuery(maxSize: number, extra: Record<string, unknown> = {}, required: string[] = []) {
  return {
    type: 'object', required, additionalProperties: true,
    properties: { ...extra, page: { type: 'integer', minimum: 0 }, size: { type: 'integer', minimum: 1, maximum: maxSize } },
  };
}

export default async function miningStatsRoutes(app: FastifyInstance): Promise<void> {
  function enabledStats(t: number): AlgorithmStats[] {
    return app.market.algorithms().filter((a) => a.enabled).map((a) => app.market.algorithmStats(a.algorithm, t)!);
  }

  const globalStats = { config: { cacheTtlSeconds: CACHE_TTL_SECONDS.globalStats }, schema: { response: { 200: statsSchema } } };

  app.get('/main/api/v2/public/stats/global/current', globalStats, async () => ({
    algos: enabledStats(app.now()).map((s) => ({ a: s.algorithm.code, p: sig(s.paying), s: sig(s.speed), r: s.rigs, o: s.orders })),
  }));

  app.get('/main/api/v2/public/stats/global/24h', globalStats, async () => {
    const now = app.now();
    const samples = Array.from({ length: DAY_SAMPLES }, (_, k) => enabledStats(now - k * HOUR_MS));
    return {
      algos: samples[0]!.map((first, i) => {
        const mean = (pick: (s: AlgorithmStats) => number) => samples.reduce((sum, sample) => sum + pick(sample[i]!), 0) / DAY_SAMPLES;
        return {
          a: first.algorithm.code, p: sig(mean((s) => s.paying)), s: sig(mean((s) => s.speed)),
          r: Math.round(mean((s) => s.rigs)), o: Math.round(mean((s) => s.orders)),
        };
      }),
    };
  });

  app.get('/main/api/v2/public/simplemultialgo/info', { schema: { response: { 200: simpleSchema } } }, async () => ({
    miningAlgorithms: enabledStats(app.now()).map((s) => ({
      algorithm: s.algorithm.algorithm, title: s.algorithm.title,
      speed: decimalString(s.speed, DIGITS), paying: decimalString(s.paying, DIGITS),
    })),
  }));

  app.get<{ Querystring: { algorithm: string; page?: number; size?: number } }>('/main/api/v2/hashpower/orderBook', {
    schema: {
      querystring: pageQuery(ORDER_BOOK_PAGE.maxSize, { algorithm: { type: 'string', minLength: 1, maxLength: 64 } }, ['algorithm']),
      response: { 200: orderBookSchema },
    },
  }, async (request) => {
    const name = request.query.algorithm.toUpperCase();
    const t = app.now();
    const books = app.market.orderBook(name, t);
    const algorithm = app.market.algorithmStats(name, t)?.algorithm;
    if (!books || !algorithm) throw invalidParameter(`Unknown algorithm: ${request.query.algorithm}`);
    const { page: p, size } = page(request.query, ORDER_BOOK_PAGE.defaultSize);
    const stats: Record<string, unknown> = {};
    for (const book of books) {
      stats[book.market] = {
        updatedTs: new Date(t).toISOString(),
        totalSpeed: decimalString(book.totalSpeed, DIGITS),
        marketFactor: decimalString(algorithm.marketFactor),
        displayMarketFactor: algorithm.displayMarketFactor,
        orders: book.orders.slice(p * size, (p + 1) * size).map((o) => ({
          id: o.id, type: o.type, price: decimalString(o.price, DIGITS), limit: decimalString(o.limit, DIGITS),
          rigsCount: o.rigsCount, acceptedSpeed: decimalString(o.acceptedSpeed, DIGITS),
          payingSpeed: decimalString(o.payingSpeed, DIGITS), alive: o.alive, poolName: o.poolName,
          availableAmount: btc(o.availableAmount),
        })),
        pagination: { size, page: p, totalPageCount: Math.ceil(book.orders.length / size) },
      };
    }
    return { stats };
  });

  app.get<{ Params: { btcAddress: string }; Querystring: { page?: number; size?: number } }>('/main/api/v2/mining/external/:btcAddress/rigs2', {
    schema: {
      params: { type: 'object', required: ['btcAddress'], properties: { btcAddress: { type: 'string', pattern: BTC_ADDRESS } } },
      querystring: pageQuery(RIGS_PAGE.maxSize),
      response: { 200: rigsSchema },
    },
  }, async (request) => {
    const { btcAddress } = request.params;
    const report = app.market.minerRigs(btcAddress, app.now());
    const { page: p, size } = page(request.query, RIGS_PAGE.defaultSize);
    const minerStatuses: Record<string, number> = {};
    for (const rig of report.rigs) minerStatuses[rig.minerStatus] = (minerStatuses[rig.minerStatus] ?? 0) + 1;
    return {
      minerStatuses,
      totalRigs: report.rigs.length,
      totalProfitability: sig(report.rigs.reduce((sum, r) => sum + r.profitability, 0)),
      unpaidAmount: btc(report.unpaidAmount),
      btcAddress,
      nextPayoutTimestamp: new Date(report.nextPayoutTimestamp).toISOString(),
      miningRigs: report.rigs.slice(p * size, (p + 1) * size).map((r) => ({
        rigId: r.rigId, name: r.name, minerStatus: r.minerStatus, statusTime: r.statusTime, unpaidAmount: btc(r.unpaidAmount),
        stats: r.stats.map((s) => ({
          market: s.market, algorithm: { enumName: s.algorithm.algorithm, description: s.algorithm.title },
          speedAccepted: sig(s.speedAccepted), speedRejectedTotal: sig(s.speedRejectedTotal), profitability: sig(s.profitability),
        })),
      })),
      pagination: { size, page: p, totalPageCount: Math.max(1, Math.ceil(report.rigs.length / size)) },
    };
  });
}
