/**
 * The error monitor's tunnel (docs/monitoring.md): the browser's Sentry SDK
 * posts envelopes here, on our own origin, so the Content-Security-Policy
 * keeps connect-src 'self' and ad blockers leave reports alone. Only
 * envelopes for our DSN pass (`app.errorSink` forwards or stores them);
 * each client address may send a bounded number per minute.
 */
import type { FastifyInstance } from 'fastify';
import { API } from '../../../src/config/api-contract.js';
import { ERROR_STORE_LIMITS } from '../../../src/config/limits.js';
import { ApiError } from '../lib/api-error.js';
import { contractRoute } from '../lib/contract-route.js';
import { addressKey, createRateWindow } from '../lib/rate-window.js';
import { EnvelopeError } from '../monitor/envelope.js';
import { RATE_WINDOW_MAX_KEYS } from '../server-limits.js';
import { MINUTE_MS } from '../../../src/config/time.js';

const WINDOW_MS = MINUTE_MS;

export default async function monitorRoutes(app: FastifyInstance): Promise<void> {
  // Its own window, independent of RATE_LIMIT_MAX, which may be off.
  const tunnel = createRateWindow(app.now, WINDOW_MS, RATE_WINDOW_MAX_KEYS);
  const allow = (ip: string) => tunnel.take(addressKey(ip), ERROR_STORE_LIMITS.tunnelRequestsPerMinute);

  contractRoute(app, API.monitorConfig, {
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { dsn: app.errorSink.dsn, environment: app.errorSink.environment };
    },
  });

  contractRoute(app, API.monitorEnvelope, {
    bodyLimit: ERROR_STORE_LIMITS.envelopeMaxBytes,
    handler: async (request) => {
      if (!allow(request.ip)) throw new ApiError('RATE_LIMITED');
      const bytes = request.rawBody;
      if (!bytes || bytes.length === 0) throw new ApiError('MALFORMED_REQUEST', 'An envelope is required');
      try {
        return { outcome: await app.errorSink.acceptEnvelope(bytes) };
      } catch (error) {
        if (error instanceof EnvelopeError) throw new ApiError('INVALID_PARAMETER', error.message);
        // Sentry unreachable: the browser must not retry into a loop; the log keeps it.
        request.log.warn({ err: error }, 'could not forward an error report');
        return { outcome: 'dropped' };
      }
    },
  });
}
