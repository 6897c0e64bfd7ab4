/**
 * The OpenAPI document this server serves, built once per app from the
 * contract for its public URL and limits: the api/v2/openapi.json route and
 * the API reference pages (render-page.ts) read the same one.
 */
import type { FastifyInstance } from 'fastify';
import { CAPTURED_EXAMPLES } from './examples.js';
import { buildOpenApi } from './openapi.js';

const built = new WeakMap<FastifyInstance, Record<string, unknown>>();

export function servedOpenApi(app: FastifyInstance): Record<string, unknown> {
  let doc = built.get(app);
  if (!doc) {
    const { publicUrl, rateLimitMax, rateLimitWindowMs } = app.config;
    doc = buildOpenApi({ publicUrl, limits: { rateLimitMax, rateLimitWindowMs, forms: app.forms.limits }, examples: CAPTURED_EXAMPLES });
    built.set(app, doc);
  }
  return doc;
}
