/**
 * Sends hostile requests to every entry of the API contract (in process
 * through `app.inject`, or over HTTP to a running server) and counts, per entry, the answers that break the API's
 * promises: a 5xx, an error status without the documented error body, or no
 * answer within the time limit (a hang).
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { API_ENDPOINTS } from '../../../src/config/api-contract.js';
import { signedHeaders, type Credentials } from '../../src/lib/signature.js';
import { hostileRequest, type Endpoint, type FuzzRequest } from './fuzz-requests.js';

/** An answer as the fuzz reads it, whichever way it was sent. */
export interface FuzzAnswer {
  statusCode: number;
  body: string;
}

/** Sends one request with its final headers; 'hang' when no answer came in FUZZ_HANG_MS. */
export type FuzzSender = (request: FuzzRequest, headers: Record<string, string>) => Promise<FuzzAnswer | 'hang'>;

/** An answer slower than this counts as a hang. */
export const FUZZ_HANG_MS = 5_000;

export interface EndpointTally {
  name: string;
  requests: number;
  ok: number;
  clientErrors: number;
  serverErrors: number;
  withoutErrorBody: number;
  hangs: number;
  /** The first few requests that broke a promise, to reproduce them. */
  failures: string[];
}

export interface FuzzOptions {
  send: FuzzSender;
  /** The server's clock, for signatures. */
  now: () => number;
  credentials: Credentials;
  runsPerEndpoint: number;
  seed: number;
  endpoints?: readonly Endpoint[];
}

function hasErrorBody(response: FuzzAnswer): boolean {
  try {
    const body = JSON.parse(response.body) as { error_id?: unknown; errors?: Array<{ code?: unknown; message?: unknown }> };
    const first = body.errors?.[0];
    return typeof body.error_id === 'string' && typeof first?.code === 'number' && typeof first.message === 'string';
  } catch {
    return false;
  }
}

function headersFor(options: FuzzOptions, request: FuzzRequest): Record<string, string> {
  if (!request.sign) return request.headers;
  const signature = signedHeaders(options.credentials, {
    method: request.method,
    url: request.url,
    body: request.payload,
    time: options.now(),
    nonce: randomUUID(),
  });
  return { ...request.headers, ...signature };
}

/** Resolves to 'hang' after FUZZ_HANG_MS unless `answer` settles first. */
export async function withHangLimit<T>(answer: Promise<T>): Promise<T | 'hang'> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'hang'>((resolve) => {
    timer = setTimeout(() => resolve('hang'), FUZZ_HANG_MS);
  });
  try {
    return await Promise.race([answer, hang]);
  } finally {
    clearTimeout(timer);
  }
}

export async function fuzzEndpoint(options: FuzzOptions, endpoint: Endpoint): Promise<EndpointTally> {
  const tally: EndpointTally = {
    name: endpoint.name,
    requests: 0,
    ok: 0,
    clientErrors: 0,
    serverErrors: 0,
    withoutErrorBody: 0,
    hangs: 0,
    failures: [],
  };
  const requests = fc.sample(hostileRequest(endpoint), { numRuns: options.runsPerEndpoint, seed: options.seed });
  for (const request of requests) {
    tally.requests++;
    let response: FuzzAnswer | 'hang';
    try {
      response = await options.send(request, headersFor(options, request));
    } catch (error) {
      // inject itself refusing the request (e.g. an invalid header value) is not the server's answer.
      if (error instanceof TypeError || (error as { code?: string }).code?.startsWith('ERR_')) continue;
      throw error;
    }
    const broke = (reason: string) => {
      if (tally.failures.length < 5) tally.failures.push(`${reason}: ${request.method} ${request.url.slice(0, 200)} (${request.what})`);
    };
    if (response === 'hang') {
      tally.hangs++;
      broke('no answer');
      break; // a frozen server answers nothing more: stop here rather than wait out every request
    }
    if (response.statusCode >= 500) {
      tally.serverErrors++;
      broke(`${response.statusCode} ${response.body.slice(0, 120)}`);
    } else if (response.statusCode >= 400) {
      tally.clientErrors++;
    } else {
      tally.ok++;
    }
    if (response.statusCode >= 400 && !hasErrorBody(response)) {
      tally.withoutErrorBody++;
      broke(`${response.statusCode} without the error body: ${response.body.slice(0, 120)}`);
    }
  }
  return tally;
}

export async function fuzzApi(options: FuzzOptions): Promise<EndpointTally[]> {
  const tallies: EndpointTally[] = [];
  for (const endpoint of options.endpoints ?? API_ENDPOINTS) tallies.push(await fuzzEndpoint(options, endpoint));
  return tallies;
}

/** A table a person can read: one row per entry. */
export function formatTallies(tallies: readonly EndpointTally[]): string {
  const head = ['endpoint', 'requests', '2xx/3xx', '4xx', '5xx', 'no error body', 'hangs'];
  const rows = tallies.map((t) => [t.name, t.requests, t.ok, t.clientErrors, t.serverErrors, t.withoutErrorBody, t.hangs].map(String));
  const total = (key: keyof EndpointTally) => String(tallies.reduce((sum, t) => sum + (t[key] as number), 0));
  rows.push(['total', total('requests'), total('ok'), total('clientErrors'), total('serverErrors'), total('withoutErrorBody'), total('hangs')]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), ...rows.map(line)].join('\n');
}
