/**
 * The status monitor script (spec section 7: "a JSONP call goes to a status
 * monitor script"): GET /status/monitor.js?callback=name answers JavaScript
 * that calls `name({...})` with the state of this server's own components,
 * each 0 when up and 1 when not. The web app loads it with a script tag from
 * our own origin (script-src 'self'); the callback name must be a plain
 * identifier, so nothing a caller sends can turn into other code. Never
 * cached: a status must be current.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../lib/api-error.js';

export const STATUS_MONITOR_PATH = '/status/monitor.js';
/** The same rule as the client's (src/features/service-status/jsonp.ts). */
export const JSONP_CALLBACK = '^[A-Za-z_$][\\w$]{0,63}$';
/** A database that takes longer than this to answer a trivial query counts as down. */
export const DATABASE_CHECK_TIMEOUT_MS = 2000;

export interface MonitorItem {
  name: string;
  /** 0 up, 1 down. */
  status: 0 | 1;
}

const up = (ok: boolean): 0 | 1 => (ok ? 0 : 1);

async function databaseUp(app: FastifyInstance): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_CHECK_TIMEOUT_MS);
  });
  const query = app.db.query('SELECT 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function marketUp(app: FastifyInstance): boolean {
  try {
    const first = app.market.markets()[0];
    return first !== undefined && app.market.lastPrice(first.symbol, app.now()) !== undefined;
  } catch {
    return false;
  }
}

export async function monitorItems(app: FastifyInstance): Promise<MonitorItem[]> {
  return [
    { name: 'database', status: up(await databaseUp(app)) },
    { name: 'marketSimulator', status: up(marketUp(app)) },
    { name: 'maintenance', status: up(!app.systemFlags.isOn('IS_MAINTENANCE')) },
    { name: 'availability', status: up(!app.systemFlags.isOn('SYSTEM_UNAVAILABLE')) },
  ];
}

/** `name({...});` with `<` escaped, so the JSON can never close a script element. */
export function jsonpBody(callback: string, data: unknown): string {
  return `/**/${callback}(${JSON.stringify(data).replace(/</g, '\\u003c')});`;
}

export default async function statusRoutes(app: FastifyInstance): Promise<void> {
  app.get(STATUS_MONITOR_PATH, {
    schema: {
      querystring: {
        type: 'object',
        required: ['callback'],
        properties: { callback: { type: 'string', pattern: JSONP_CALLBACK } },
      },
    },
  }, async (request, reply) => {
    const { callback } = request.query as { callback: string };
    if (!new RegExp(JSONP_CALLBACK).test(callback)) throw new ApiError('INVALID_PARAMETER', 'callback must be an identifier');
    const monitors = await monitorItems(app);
    reply
      .header('content-type', 'application/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff');
    return jsonpBody(callback, { monitors, checkedAt: app.now() });
  });
}
