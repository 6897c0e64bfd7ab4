/**
 * A fake supportdesk network for the unit tests: the cases endpoints of the
 * contract in memory, one message per X-Request-Id like the real server, the
 * API's error body, and a switch that makes every request fail like a
 * dropped connection.
 */
import { ERROR_CODES } from '../../config/error-codes';
import type { SupportCaseDetail, SupportMessage } from '../../config/support-cases';

export interface FakeCasesServer {
  fetch: typeof globalThis.fetch;
  offline: boolean;
  /** Answers every call with this status and error (401, 400 ...) while set. */
  refuseWith: { status: number; code: number; message: string } | null;
  cases: Map<string, SupportCaseDetail>;
  /** Request ids seen by the POSTs that stored something. */
  stored: string[];
  calls: Array<{ method: string; path: string; requestId: string | null }>;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function errorBody(code: number, message: string) {
  return { error_id: 'test', errors: [{ code, message }] };
}

export function fakeCasesServer(now: () => number = Date.now): FakeCasesServer {
  const server: FakeCasesServer = { offline: false, refuseWith: null, cases: new Map(), stored: [], calls: [], fetch: undefined as never };
  const byRequest = new Map<string, string>();
  let number = 1000;
  let messageId = 0;

  const message = (text: string, author: 'USER' | 'STAFF' = 'USER'): SupportMessage => ({
    id: `m${++messageId}`,
    author,
    authorName: author === 'USER' ? 'Ada' : 'Sam',
    text,
    created: now(),
    attachments: [],
  });

  server.fetch = async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://app.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers);
    const requestId = headers.get('X-Request-Id');
    server.calls.push({ method, path: url.pathname, requestId });
    if (server.offline) throw new TypeError('fetch failed');
    if (server.refuseWith) return json(server.refuseWith.status, errorBody(server.refuseWith.code, server.refuseWith.message));
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const path = url.pathname.replace(/^.*supportdesk\/api\/v1\/cases/, '');
    if (path === '' && method === 'GET') {
      const list = [...server.cases.values()].map(({ messages: _m, ...summary }) => summary);
      return json(200, { list, pagination: { page: 0, size: 100, totalPageCount: 1, totalSize: list.length } });
    }
    if (path === '' && method === 'POST') {
      const known = requestId ? byRequest.get(requestId) : undefined;
      if (known) return json(200, server.cases.get(known));
      const id = `c${++number}`;
      const detail: SupportCaseDetail = {
        id,
        number,
        subject: String(body.subject),
        category: String(body.category),
        subCategory: String(body.subCategory),
        status: 'OPEN',
        created: now(),
        updated: now(),
        unreadStaffReplies: 0,
        messages: [message(String(body.description))],
      };
      server.cases.set(id, detail);
      if (requestId) byRequest.set(requestId, id);
      server.stored.push(requestId ?? '');
      return json(200, detail);
    }
    const match = /^\/([^/]+)(\/messages|\/close|\/reopen)?$/.exec(path);
    const detail = match ? server.cases.get(match[1]!) : undefined;
    if (!match || !detail) return json(404, errorBody(ERROR_CODES.NOT_FOUND.code, 'Not found'));
    if (!match[2]) return json(200, detail);
    if (match[2] === '/messages') {
      if (requestId && byRequest.has(requestId)) return json(200, detail);
      if (detail.status === 'CLOSED') return json(409, errorBody(ERROR_CODES.CASE_CLOSED.code, ERROR_CODES.CASE_CLOSED.message));
      detail.messages.push(message(String(body.text)));
      detail.updated = now();
      detail.status = 'OPEN';
      if (requestId) byRequest.set(requestId, detail.id);
      server.stored.push(requestId ?? '');
      return json(200, detail);
    }
    detail.status = match[2] === '/close' ? 'CLOSED' : 'OPEN';
    return json(200, detail);
  };
  return server;
}
