/**
 * Each server checks itself once a minute (issue 34) and records the result
 * in the status tables: its database, the live market feed, the websocket
 * fan-out and the content index. The same checks as the status monitor's
 * (monitor/health.ts). Only the minutes a check failed are kept (one row per
 * check and minute, whichever servers saw it fail), and when measuring began;
 * each server drops failures older than the uptime bars need.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { STATUS_SELF_CHECK_INTERVAL_MS, STATUS_UPTIME_DAYS } from '../../../src/config/limits.js';
import { SELF_CHECKS, type SelfCheck } from '../../../src/config/status-components.js';
import { databaseUp, marketUp } from '../monitor/health.js';
import { DAY_MS } from '../../../src/config/time.js';

/** The in-memory content index holds as many articles as the database (a failed rebuild leaves it behind). */
async function contentIndexUp(app: FastifyInstance): Promise<boolean> {
  try {
    return (await app.repos.content.count()) === app.content.index.size;
  } catch {
    return false;
  }
}

export async function selfChecks(app: FastifyInstance): Promise<Record<SelfCheck, boolean>> {
  const database = await databaseUp(app);
  return {
    database,
    'market-feed': marketUp(app),
    websocket: app.liveHub.healthy(app.now()),
    // Unknown without the database: that minute counts against the database alone.
    'content-index': !database || (await contentIndexUp(app)),
  };
}

/** Records this minute's checks; the database check's own failure may keep the others from being written (that minute is then unmeasured). */
export async function recordSelfChecks(app: FastifyInstance): Promise<Record<SelfCheck, boolean>> {
  const results = await selfChecks(app);
  const now = app.now();
  const minute = now - (now % STATUS_SELF_CHECK_INTERVAL_MS);
  for (const check of SELF_CHECKS) await app.repos.status.recordCheck(check, minute, results[check]);
  // A day's margin: the oldest bar starts at a UTC midnight up to a day before now - 90 days.
  await app.repos.status.pruneChecks(now - (STATUS_UPTIME_DAYS + 1) * DAY_MS);
  return results;
}

export default fp(async function statusSelfChecks(app: FastifyInstance, opts: { intervalMs?: number }) {
  let running: Promise<unknown> = Promise.resolve();
  const record = () => {
    running = recordSelfChecks(app).catch((err: unknown) => app.log.warn({ err }, 'recording the status self-checks failed'));
  };
  const timer = setInterval(record, opts.intervalMs ?? STATUS_SELF_CHECK_INTERVAL_MS);
  timer.unref();
  app.addHook('onReady', async () => record());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
});
