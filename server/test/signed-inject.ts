/** Signed `app.inject()` calls for tests: fresh time and nonce on each call. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { signedHeaders, type Credentials } from '../src/lib/signature.js';

export function signedInject(app: FastifyInstance, credentials: Credentials) {
  return (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<LightMyRequestResponse> => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = { ...signedHeaders(credentials, { method, url, body: payload, time: app.now(), nonce: randomUUID() }), ...extraHeaders };
    return app.inject({
      method,
      url,
      payload,
      headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    });
  };
}
