/**
 * main/api/v2 live mining numbers from the market simulator: global stats
 * (cached 60 s by the contract), an algorithm's history (the last day, and
 * hourly for a window of the last year), the multi-algorithm paying list, the
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
import { historyRows, historyWindow } from '../market/algo-history.js';
import { toMs } from '../lib/epoch-time.js';
import { ALGO_HISTORY_LIMITS } from '../server-limits.js';

/** The 24 h stats average this many hourly samples, the newest at the time asked. */
const DAY_SAMPLES = 24;
/** An algorithm's last day: at 15-minute steps, on step boundaries so answers agree. */
const HISTORY_STEP_MS = 15 * MINUTE_MS;
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

  /** The stats of an enabled algorithm named in any case, else 400. */
  function enabledAlgorithm(asked: string): (t: number) => AlgorithmStats {
    const name = asked.toUpperCase();
    if (!app.market.algorithmStats(name, app.now())?.algorithm.enabled) throw invalidParameter(`Unknown algorithm: ${asked}`);
    return (t) => app.market.algorithmStats(name, t)!;
  }

  contractRoute(app, API.algoHistory, {
    handler: async (request) => {
      const stats = enabledAlgorithm(request.query.algorithm);
      const lastMs = Math.floor(app.now() / HISTORY_STEP_MS) * HISTORY_STEP_MS;
      return historyRows(stats, { firstMs: lastMs - DAY_MS, lastMs }, HISTORY_STEP_MS);
    },
  });

  contractRoute(app, API.algoHistoryForInterval, {
    handler: async (request) => {
      const stats = enabledAlgorithm(request.query.algorithm);
      const now = app.now();
      const keptFromMs = Math.floor(now / DAY_MS) * DAY_MS - ALGO_HISTORY_LIMITS.days * DAY_MS;
      const fromMs = request.query.from === undefined ? keptFromMs : toMs(request.query.from);
      // No `to` reads as no end: the window then stops at the current hour like any other.
      const toMsAsked = request.query.to === undefined ? Infinity : toMs(request.query.to);
      if (toMsAsked < fromMs) throw invalidParameter('"to" must not be earlier than "from"');
      return historyRows(stats, historyWindow(fromMs, toMsAsked, keptFromMs, now, ALGO_HISTORY_LIMITS.stepMs), ALGO_HISTORY_LIMITS.stepMs);
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
          devices: Array.from({ length: r.cards }, (_, i) => ({
            id: `${r.rigId}-${i}`,
            name: r.device.name,
            deviceType: { enumName: r.device.category, description: r.device.category },
            // Each card's share of what the rig reports; none while it is not working.
            speeds: r.stats.map((s) => ({ algorithm: s.algorithm.algorithm, title: s.algorithm.title, speed: sig(s.speedReported / r.cards) })),
          })),
          stats: r.stats.map((s) => ({
            market: s.market,
            algorithm: { enumName: s.algorithm.algorithm, description: s.algorithm.title },
            speedAccepted: sig(s.speedAccepted),
            speedRejectedR1Target: sig(s.speedRejected.TARGET),
            speedRejectedR2Stale: sig(s.speedRejected.STALE),
            speedRejectedR3Duplicate: sig(s.speedRejected.DUPLICATE),
            speedRejectedR4NTime: sig(s.speedRejected.NTIME),
            speedRejectedR5Other: sig(s.speedRejected.OTHER),
            speedRejectedTotal: sig(s.speedRejectedTotal),
            profitability: sig(s.profitability),
          })),
        })),
        pagination: { size, page: p, totalPageCount: Math.max(1, Math.ceil(report.rigs.length / size)) },
      };
    },
  });
}
