/**
 * The API's rate limit: RATE_LIMIT_MAX requests per client address (an IPv6
 * address by its /64) per RATE_LIMIT_WINDOW_MS, counted in memory per
 * process (lib/rate-window.ts). Every answer says where the client stands
 * (`x-ratelimit-limit`, `-remaining`, `-reset` in seconds); past the limit
 * the answer is 429 with the API's error body and `retry-after`.
 *
 * One synchronous hook, as the first of each request: the limit runs on
 * every API request, cached answers included, and a promise or a parsed
 * address per request showed in the server's profile (docs/api.md).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../../src/config/error-codes.js';
import { ApiError } from '../lib/api-error.js';
import { addressKey, createRateWindow } from '../lib/rate-window.js';
import { RATE_WINDOW_MAX_KEYS } from '../server-limits.js';

export interface RateLimitOptions {
  max: number;
  windowMs: number;
  now: () => number;
}

/** "60 seconds" for the message: the window, not the time left in it. */
function windowText(ms: number): string {
  const seconds = ms / 1000;
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

export default fp(async function rateLimit(app: FastifyInstance, { max, windowMs, now }: RateLimitOptions) {
  const windows = createRateWindow(now, windowMs, RATE_WINDOW_MAX_KEYS);
  const limit = String(max);
  const message = `${ERROR_CODES.RATE_LIMITED.message} (limit ${max} per ${windowText(windowMs)})`;
  app.addHook('onRequest', (request, reply, done) => {
    const window = windows.hit(addressKey(request.ip));
    const resetSeconds = String(Math.max(0, Math.ceil((window.start + windowMs - now()) / 1000)));
    reply.header('x-ratelimit-limit', limit);
    reply.header('x-ratelimit-remaining', String(Math.max(0, max - window.count)));
    reply.header('x-ratelimit-reset', resetSeconds);
    if (window.count <= max) return done();
    reply.header('retry-after', resetSeconds);
    done(new ApiError('RATE_LIMITED', message));
  });
});
