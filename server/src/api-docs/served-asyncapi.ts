/**
 * The AsyncAPI document this server serves, built once per app from the
 * contract for its public URL: the api/v2/asyncapi.json route and the
 * websocket reference page (render-page.ts) read the same one.
 */
import type { FastifyInstance } from 'fastify';
import { buildAsyncApi } from './asyncapi.js';
import { CAPTURED_EXAMPLES } from './examples.js';

const built = new WeakMap<FastifyInstance, Record<string, unknown>>();

export function servedAsyncApi(app: FastifyInstance): Record<string, unknown> {
  let doc = built.get(app);
  if (!doc) {
    doc = buildAsyncApi({ publicUrl: app.config.publicUrl, examples: CAPTURED_EXAMPLES });
    built.set(app, doc);
  }
  return doc;
}
