/**
 * System flags live in the database. Each server keeps a copy in memory,
 * reloaded at once when set through this server, when the change channel says
 * they changed (a flag set through another server on a shared PostgreSQL,
 * db/change-channel.ts), and every FLAGS_RELOAD_MS (server-limits.ts) as a safety net.
 * While IS_MAINTENANCE or SYSTEM_UNAVAILABLE is on, every API response says so
 * in a header.
 *
 * IS_MAINTENANCE is also on while a scheduled maintenance window is open
 * (issue 34): the copy keeps the windows not yet over, read from the
 * database with the flags (a window scheduled or cancelled anywhere notifies
 * 'flags', migration 013), and asks the clock at each read, so a window
 * opens and closes on time on every server without anyone writing a flag.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { MAINTENANCE_HEADER, SYSTEM_UNAVAILABLE_HEADER } from '../../../src/config/api-headers.js';
import { isApiPath } from '../../../src/config/api-prefixes.js';
import type { FlagRepository, SystemFlag } from '../repositories/flags.js';
import { FLAGS_RELOAD_MS } from '../server-limits.js';

/** A maintenance window as the flags need it: open from `starts` until `ends` (epoch ms). */
export interface MaintenanceWindow {
  starts: number;
  ends: number;
}

export interface MaintenanceSource {
  /** Windows not cancelled that end after `now`. */
  windows(now: number): Promise<MaintenanceWindow[]>;
  now(): number;
}

const MAINTENANCE = 'IS_MAINTENANCE';

export class SystemFlags {
  private flags: SystemFlag[] = [];
  private windows: MaintenanceWindow[] = [];
  /**
   * Reads are numbered as they start; an answer is kept unless one started
   * later was kept already. So a read finishing late cannot undo a newer one,
   * and `set` always sees at least its own write when it returns.
   */
  private started = 0;
  private kept = 0;
  constructor(
    private readonly repository: FlagRepository,
    private readonly maintenance?: MaintenanceSource,
  ) {}

  /** The flags as stored, IS_MAINTENANCE on while a window is open. */
  list(): SystemFlag[] {
    if (!this.inWindow()) return this.flags;
    const others = this.flags.filter((f) => f.flagName !== MAINTENANCE);
    return [...others, { flagName: MAINTENANCE, flagValue: true }].sort((a, b) => a.flagName.localeCompare(b.flagName));
  }

  isOn(name: string): boolean {
    return this.flags.some((f) => f.flagName === name && f.flagValue) || (name === MAINTENANCE && this.inWindow());
  }

  private inWindow(): boolean {
    if (!this.maintenance || this.windows.length === 0) return false;
    const now = this.maintenance.now();
    return this.windows.some((w) => w.starts <= now && now < w.ends);
  }

  async reload(): Promise<void> {
    const mine = ++this.started;
    const [flags, windows] = await Promise.all([this.repository.list(), this.maintenance?.windows(this.maintenance.now()) ?? []]);
    if (mine > this.kept) {
      this.kept = mine;
      this.flags = flags;
      this.windows = windows;
    }
  }

  async set(name: string, value: boolean): Promise<void> {
    await this.repository.set(name, value);
    await this.reload();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    systemFlags: SystemFlags;
  }
}

export default fp(async function systemFlags(app: FastifyInstance, opts: { reloadMs?: number }) {
  const flags = new SystemFlags(app.repos.flags, {
    now: app.now,
    windows: async (now) =>
      (await app.repos.status.maintenanceAfter(now)).map((m) => ({ starts: m.starts, ends: m.ends ?? m.starts + m.expectedMaxMinutes! * 60_000 })),
  });
  await flags.reload();
  app.decorate('systemFlags', flags);
  const reload = () => void flags.reload().catch((err: unknown) => app.log.warn({ err }, 'reloading system flags failed'));
  app.changes.on('flags', reload);
  app.changes.onResync(reload);

  const timer = setInterval(reload, opts.reloadMs ?? FLAGS_RELOAD_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiPath(request.url)) {
      if (flags.isOn('IS_MAINTENANCE')) reply.header(MAINTENANCE_HEADER, 'true');
      if (flags.isOn('SYSTEM_UNAVAILABLE')) reply.header(SYSTEM_UNAVAILABLE_HEADER, 'true');
    }
    done(null, payload);
  });
});
