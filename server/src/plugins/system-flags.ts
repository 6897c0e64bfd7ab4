/**
 * System flags live in the database. Each server keeps a copy in memory,
 * reloaded at once when set through this server, when the change channel says
 * they changed (a flag set through another server on a shared PostgreSQL,
 * db/change-channel.ts), and every FLAGS_RELOAD_MS (server-limits.ts) as a safety net.
 * While IS_MAINTENANCE or SYSTEM_UNAVAILABLE is on, every API response says so
 * in a header.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { MAINTENANCE_HEADER, SYSTEM_UNAVAILABLE_HEADER } from '../../../src/config/api-headers.js';
import { isApiPath } from '../../../src/config/api-prefixes.js';
import type { FlagRepository, SystemFlag } from '../repositories/flags.js';
import { FLAGS_RELOAD_MS } from '../server-limits.js';

export class SystemFlags {
  private flags: SystemFlag[] = [];
  /**
   * Reads are numbered as they start; an answer is kept unless one started
   * later was kept already. So a read finishing late cannot undo a newer one,
   * and `set` always sees at least its own write when it returns.
   */
  private started = 0;
  private kept = 0;
  constructor(private readonly repository: FlagRepository) {}

  list(): SystemFlag[] {
    return this.flags;
  }

  isOn(name: string): boolean {
    return this.flags.some((f) => f.flagName === name && f.flagValue);
  }

  async reload(): Promise<void> {
    const mine = ++this.started;
    const flags = await this.repository.list();
    if (mine > this.kept) {
      this.kept = mine;
      this.flags = flags;
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
  const flags = new SystemFlags(app.repos.flags);
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
