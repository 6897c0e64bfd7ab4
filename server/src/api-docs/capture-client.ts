/**
 * The capture's client of a running app: plain and signed `inject` calls (a
 * fresh time and nonce on each, as a real client signs), the signed-in
 * sample user, and the answers seen so far, typed by the contract.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ApiName } from '../../../src/config/api-contract.js';
import type { AnswerOf } from '../../../src/config/api/index.js';
import { signedHeaders, type Credentials } from '../lib/signature.js';

type Method = 'GET' | 'POST' | 'DELETE';
/** How the capture asks one operation. */
export type Call = (c: CaptureClient) => Promise<LightMyRequestResponse>;
type Headers = Record<string, string>;

export class CaptureClient {
  /** Earlier answers, by operation name, as the server sent them. */
  readonly answers: { [N in ApiName]?: AnswerOf<N> } = {};
  private session: { credentials: Credentials; userId: string } | undefined;

  constructor(readonly app: FastifyInstance) {}

  get(url: string): Promise<LightMyRequestResponse> {
    return this.app.inject({ method: 'GET', url });
  }

  /** A POST of JSON (an object) or of text as it is (with its content type in `headers`). */
  post(url: string, body?: unknown, headers: Headers = {}): Promise<LightMyRequestResponse> {
    const payload = body === undefined || typeof body === 'string' ? body : JSON.stringify(body);
    const type = typeof body === 'object' ? { 'content-type': 'application/json' } : {};
    return this.app.inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload }), headers: { ...type, ...headers } });
  }

  signed(method: Method, url: string, body?: unknown, headers: Headers = {}): Promise<LightMyRequestResponse> {
    const credentials = this.sessionOrThrow().credentials;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const signing = signedHeaders(credentials, { method, url, body: payload, time: this.app.now(), nonce: randomUUID() });
    const type = payload === undefined ? {} : { 'content-type': 'application/json' };
    return this.app.inject({ method, url, ...(payload === undefined ? {} : { payload }), headers: { ...signing, ...type, ...headers } });
  }

  /** A fresh X-Request-Id: each captured action is a new one. */
  requestId(): Headers {
    return { 'x-request-id': `capture-${randomUUID()}` };
  }

  signIn(credentials: Credentials, userId: string): void {
    this.session = { credentials, userId };
  }

  organizationId(): string {
    return this.sessionOrThrow().credentials.organizationId;
  }

  userId(): string {
    return this.sessionOrThrow().userId;
  }

  private sessionOrThrow() {
    if (!this.session) throw new Error('a signed call before useLoginToken: sign in first');
    return this.session;
  }
}
