/**
 * main/api/v2 live mining numbers from the market simulator: global stats
 * (cached 60 s by the contract), the multi-algorithm paying list, the
 * hash-power order book and an external miner's rigs (live). Units:
 * docs/sample-data.md.
 */
import type { FastifyInstance } from 'fastify';
import { API } from '../../../src/config/api-contract.js';
import { invalidParameter } from '../lib/api-error.js';
import { contractRoute } from '../lib/contract-route.js';
import { decimalString } from '../lib/number-format.js';
import type { AlgorithmStats } from '../market/mining-market.js';
import { orderBookAnswer } from '../market/order-book-answer.js';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../../src/config/time.js';

/** The 24 h stats average this many hourly samples, the newest at the time asked. */
const DAY_SAMPLES = 24;
/** An algorithm's history: 24 h at 15-minute steps, on step boundaries so answers agree. */
const HISTORY_STEP_MS = 15 * MINUTE_MS;
const HISTORY_STEPS = DAY_MS / HISTORY_STEP_MS;
/** Significant digits of the live numbers. */
const DIGITS = 8;

const sig = (x: number) => Number(x.toPrecision(DIGITS));
const btc = (x: number) => x.toFixed(8);

function page(query: { page: number; size: number }) {
  // The schema's coercion turns "-1e309" into -Infinity, which slips past `minimum`.
  if (!Number.isFinite(query.page) || !Number.isFinite(query.size)) throw invalidParameter('page and size must be finite integers');
  return { page: query.page, size: query.size };
}

export default async function miningStatsRoutes(app: FastifyInstance): Promise<void> {
  function enabledStats(t: number): AlgorithmStats[] {
    return app.market
      .algorithms()
      .filter((a) => a.enabled)
      .map((a) => app.market.algorithmStats(a.algorithm, t)!);
  }

  contractRoute(app, API.globalStatsCurrent, {
    handler: async () => ({
      algos: enabledStats(app.now()).map((s) => ({ a: s.algorithm.code, p: sig(s.paying), s: sig(s.speed), r: s.rigs, o: s.orders })),
    }),
  });

  contractRoute(app, API.globalStats24h, {
    handler: async () => {
      const now = app.now();
      const samples = Array.from({ length: DAY_SAMPLES }, (_, k) => enabledStats(now - k * HOUR_MS));
      return {
        algos: samples[0]!.map((first, i) => {
          const mean = (pick: (s: AlgorithmStats) => number) => samples.reduce((sum, sample) => sum + pick(sample[i]!), 0) / DAY_SAMPLES;
          return {
            a: first.algorithm.code,
            p: sig(mean((s) => s.paying)),
            s: sig(mean((s) => s.speed)),
            r: Math.round(mean((s) => s.rigs)),
            o: Math.round(mean((s) => s.orders)),
          };
        }),
      };
    },
  });

  contractRoute(app, API.algoHistory, {
    handler: async (request) => {
      const name = request.query.algorithm.toUpperCase();
      const last = Math.floor(app.now() / HISTORY_STEP_MS) * HISTORY_STEP_MS;
      if (!app.market.algorithmStats(name, last)?.algorithm.enabled) throw invalidParameter(`Unknown algorithm: ${request.query.algorithm}`);
      return Array.from({ length: HISTORY_STEPS + 1 }, (_, k) => {
        const t = last - (HISTORY_STEPS - k) * HISTORY_STEP_MS;
        const s = app.market.algorithmStats(name, t)!;
        return [t / 1000, sig(s.speed), sig(s.paying)] as [number, number, number];
      });
    },
  });

  contractRoute(app, API.simpleMultiAlgo, {
    handler: async () => ({
      miningAlgorithms: enabledStats(app.now()).map((s) => ({
        algorithm: s.algorithm.algorithm,
        title: s.algorithm.title,
        speed: decimalString(s.speed, DIGITS),
        paying: decimalString(s.paying, DIGITS),
      })),
    }),
  });

  contractRoute(app, API.orderBook, {
    handler: async (request) => {
      const name = request.query.algorithm.toUpperCase();
      const t = app.now();
      const books = app.market.orderBook(name, t);
      const algorithm = app.market.algorithmStats(name, t)?.algorithm;
      if (!books || !algorithm) throw invalidParameter(`Unknown algorithm: ${request.query.algorithm}`);
      return orderBookAnswer(books, algorithm, t, page(request.query));
    },
  });

  contractRoute(app, API.minerRigs, {
    handler: async (request) => {
      const { btcAddress } = request.params;
      const report = app.market.minerRigs(btcAddress, app.now());
      const { page: p, size } = page(request.query);
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
          rigId: r.rigId,
          name: r.name,
          minerStatus: r.minerStatus,
          statusTime: r.statusTime,
          unpaidAmount: btc(r.unpaidAmount),
          stats: r.stats.map((s) => ({
            market: s.market,
            algorithm: { enumName: s.algorithm.algorithm, description: s.algorithm.title },
            speedAccepted: sig(s.speedAccepted),
            speedRejectedTotal: sig(s.speedRejectedTotal),
            profitability: sig(s.profitability),
          })),
        })),
        pagination: { size, page: p, totalPageCount: Math.max(1, Math.ceil(report.rigs.length / size)) },
      };
    },
  });
}
