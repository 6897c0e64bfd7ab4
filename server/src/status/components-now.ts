/**
 * The ten components as this server sees them now, for the status monitor
 * (JSONP /status/monitor.js) and api/v2/status, so for the footer too: the
 * open incidents and maintenance windows from the status tables (shared by
 * every server), with this server's own checks and flags
 * (src/config/status-live.ts holds the rule). When the tables cannot be read
 * within the database check's time, the checks alone decide, and the failing
 * database already counts against its components.
 */
import type { FastifyInstance } from 'fastify';
import type { MonitorItem } from '../../../src/config/api/system.js';
import { liveComponentStates, monitorItemsOf, type LiveInputs } from '../../../src/config/status-live.js';
import { MONITOR_ITEM_COMPONENTS } from '../../../src/config/status-components.js';
import { monitorItems, type HealthProbes } from '../monitor/health.js';
import { withTimeout } from '../lib/with-timeout.js';
import { HEALTH_CHECK, STATUS_READS } from '../server-limits.js';
import { windowEnd } from './summary.js';

async function fromTables(app: FastifyInstance, now: number): Promise<Pick<LiveInputs, 'openIncidents' | 'openMaintenance'>> {
  const [incidents, maintenance] = await Promise.all([
    // Resolved since now: none, so the open ones.
    app.repos.status.incidents(now, STATUS_READS.openIncidents),
    app.repos.status.maintenanceAfter(now),
  ]);
  return {
    openIncidents: incidents.filter((i) => i.resolved === null).map((i) => ({ components: i.components, start: i.created, end: null })),
    openMaintenance: maintenance.filter((m) => m.starts <= now && now < windowEnd(m)),
  };
}

export async function componentMonitors(app: FastifyInstance, probes: HealthProbes = {}): Promise<MonitorItem[]> {
  const now = app.now();
  const [items, tables] = await Promise.all([
    monitorItems(app, probes),
    withTimeout(fromTables(app, now), HEALTH_CHECK.databaseTimeoutMs, 'the status tables did not answer').catch((err: unknown) => {
      app.log.warn({ err }, 'reading the status tables for the status monitor failed');
      return { openIncidents: [], openMaintenance: [] };
    }),
  ]);
  const failing = (name: string) => items.some((m) => m.name === name && m.status !== 0);
  return monitorItemsOf(
    liveComponentStates({
      ...tables,
      failingItems: (Object.keys(MONITOR_ITEM_COMPONENTS) as Array<keyof typeof MONITOR_ITEM_COMPONENTS>).filter(failing),
      isMaintenance: app.systemFlags.isOn('IS_MAINTENANCE'),
      unavailable: app.systemFlags.isOn('SYSTEM_UNAVAILABLE'),
    }),
  );
}
