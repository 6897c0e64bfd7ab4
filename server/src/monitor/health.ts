/**
 * The state of this server's own components, each 0 up or 1 down, for the
 * status monitor (JSONP), GET api/v2/status and the /status page. A
 * maintenance or unavailability flag counts as a component that is down.
 */
import { statfs } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DISK_FREE_MIN_BYTES } from '../../../src/config/limits.js';
import type { MonitorItem } from '../../../src/config/monitor.js';
import { HEALTH_CHECK } from '../server-limits.js';

const up = (ok: boolean): 0 | 1 => (ok ? 0 : 1);

/** The database answers a trivial query within HEALTH_CHECK.databaseTimeoutMs (server-limits.ts). */
export async function databaseUp(app: FastifyInstance): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_CHECK.databaseTimeoutMs);
  });
  const query = app.repos.health.ping().then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The market simulator has a live price for its first market. */
export function marketUp(app: FastifyInstance): boolean {
  try {
    const first = app.market.markets()[0];
    return first !== undefined && app.market.lastPrice(first.symbol, app.now()) !== undefined;
  } catch {
    return false;
  }
}

/** Free bytes on the disk holding `dir` (or its nearest existing parent); 0 when unknown. */
export async function freeBytes(dir: string): Promise<number> {
  for (let current = dir; ; current = path.dirname(current)) {
    try {
      const stats = await statfs(current);
      return Number(stats.bavail) * Number(stats.bsize);
    } catch {
      if (path.dirname(current) === current) return 0;
    }
  }
}

export interface HealthProbes {
  freeBytes?: (dir: string) => Promise<number>;
}

export async function monitorItems(app: FastifyInstance, probes: HealthProbes = {}): Promise<MonitorItem[]> {
  const [database, free] = await Promise.all([databaseUp(app), (probes.freeBytes ?? freeBytes)(app.config.dataDir)]);
  return [
    { name: 'database', status: up(database) },
    { name: 'marketSimulator', status: up(marketUp(app)) },
    { name: 'websocket', status: up(app.liveHub.healthy(app.now())) },
    { name: 'disk', status: up(free >= DISK_FREE_MIN_BYTES) },
    { name: 'maintenance', status: up(!app.systemFlags.isOn('IS_MAINTENANCE')) },
    { name: 'availability', status: up(!app.systemFlags.isOn('SYSTEM_UNAVAILABLE')) },
  ];
}
