/**
 * The service status, three ways (docs/monitoring.md):
 * - GET /status/monitor.js?callback=name, the status monitor script (spec
 *   section 7, a JSONP call): JavaScript calling `name({...})` with the ten
 *   status components as this server sees them (status/components-now.ts). The web app
 *   loads it with a script tag from our own origin (script-src 'self'); the
 *   callback must be a plain identifier, so nothing a caller sends can turn
 *   into other code;
 * - GET api/v2/status, the same as JSON.
 * The status page itself, /status, is a page of the app (src/pages/status/),
 * rendered by the server with the summary below.
 * Never cached: a status must be current. The status page's JSON summary
 * (api/v2/status/summary, issue 34) is the exception: public and a few
 * seconds fresh through the response cache, like Statuspage's summary.json,
 * its Atom feed (/status/feed.xml) and a maintenance window's calendar event
 * (/status/maintenance/{id}.ics), as fresh.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../src/config/api-contract.js';
import { STATUS_FEED_PATH, STATUS_MONITOR_PATH, STATUS_PAGE_PATH } from '../../../src/config/monitor.js';
import { STATUS_SUMMARY_TTL_SECONDS, STATUS_UPTIME_DAYS } from '../../../src/config/limits.js';
import type { ServiceStatus } from '../../../src/config/api/system.js';
import { patternParam } from '../../../src/config/api/params.js';
import { ApiError } from '../lib/api-error.js';
import { contractRoute } from '../lib/contract-route.js';
import { DAY_MS } from '../../../src/config/time.js';
import { renderStatusFeed } from '../status/feed.js';
import { maintenanceIcs } from '../status/ics.js';
import { componentMonitors } from '../status/components-now.js';
import { loadStatus, summaryOf } from '../status/summary.js';
import { STATUS_READS } from '../server-limits.js';

/** The same rule as the client's (src/features/service-status/jsonp.ts). */
export const JSONP_CALLBACK = '^[A-Za-z_$][\\w$]{0,63}$';

/** `name({...});` with `<` escaped, so the JSON can never close a script element. */
export function jsonpBody(callback: string, data: unknown): string {
  return `/**/${callback}(${JSON.stringify(data).replace(/</g, '\\u003c')});`;
}

export default async function statusRoutes(app: FastifyInstance): Promise<void> {
  const answer = async (): Promise<ServiceStatus> => ({ monitors: await componentMonitors(app), checkedAt: app.now() });

  app.withTypeProvider<TypeBoxTypeProvider>().get(
    STATUS_MONITOR_PATH,
    {
      schema: { querystring: Type.Object({ callback: patternParam(JSONP_CALLBACK, 64) }) },
    },
    async (request, reply) => {
      const { callback } = request.query;
      if (!new RegExp(JSONP_CALLBACK).test(callback)) throw new ApiError('INVALID_PARAMETER', 'callback must be an identifier');
      const data = await answer();
      reply.header('content-type', 'application/javascript; charset=utf-8').header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
      return jsonpBody(callback, data);
    },
  );

  contractRoute(app, API.serviceStatus, {
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return answer();
    },
  });

  contractRoute(app, API.statusSummary, { handler: async () => summaryOf(await loadStatus(app.repos, app.now())) });

  app.get(STATUS_FEED_PATH, async (_request, reply) => {
    const now = app.now();
    const since = now - STATUS_UPTIME_DAYS * DAY_MS;
    const [incidents, maintenance] = await Promise.all([
      app.repos.status.incidents(since, STATUS_READS.pageRows),
      app.repos.status.maintenanceSince(since, STATUS_READS.pageRows),
    ]);
    reply
      .header('content-type', 'application/atom+xml; charset=utf-8')
      .header('cache-control', `public, max-age=${STATUS_SUMMARY_TTL_SECONDS}`)
      .header('x-content-type-options', 'nosniff');
    return renderStatusFeed(incidents, maintenance, app.config.publicUrl, now);
  });

  app.withTypeProvider<TypeBoxTypeProvider>().get(
    `${STATUS_PAGE_PATH}/maintenance/:file`,
    {
      schema: { params: Type.Object({ file: patternParam('^\\d{1,9}\\.ics$', 14) }) },
    },
    async (request, reply) => {
      const window = await app.repos.status.maintenance(Number.parseInt(request.params.file, 10));
      if (!window) throw new ApiError('NOT_FOUND', 'No such maintenance');
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="maintenance-${window.id}.ics"`)
        .header('cache-control', `public, max-age=${STATUS_SUMMARY_TTL_SECONDS}`);
      return maintenanceIcs(window, new URL(app.config.publicUrl).host, app.now());
    },
  );
}
