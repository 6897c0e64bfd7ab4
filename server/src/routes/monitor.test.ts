import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_STORE_LIMITS } from '../../../src/config/limits.js';
import { LOCAL_MONITOR_DSN } from '../../../src/config/monitor.js';
import { buildTestApp, expectErrorBody, type TestApp } from '../../test/test-app.js';
import { parseCommandLine } from '../admin/command-line.js';
import { runCommand } from '../admin/run-command.js';

const SECRET = 'fd8a1652-728b-42fe-82b8-f623e56da8850750f5bf';
const SIGNATURE = '21e6a16f6eb34ac476d59f969f548b47fffe3fea318d9c99e77fc710d2fed798';

function envelope(dsn: string, message = 'Boom'): string {
  const event = {
    event_id: 'a'.repeat(32),
    exception: { values: [{ type: 'TypeError', value: message }] },
    request: { url: `http://localhost/#loginToken=${SECRET}`, headers: { Cookie: `hv_session=${SECRET}` } },
    contexts: { react: { componentStack: '\n    at Exploder\n    at PageErrorBoundary' } },
    breadcrumbs: [
      { category: 'fetch', data: { url: '/api/v2/profile', 'X-Auth': `key:${SIGNATURE}`, secretToken: SECRET } },
      { category: 'console', message: `X-Auth: key:${SIGNATURE} and sessionId=${SECRET}` },
    ],
  };
  return [JSON.stringify({ event_id: event.event_id, dsn }), JSON.stringify({ type: 'event' }), JSON.stringify(event), ''].join('\n');
}

const post = (t: TestApp, body: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/v2/monitor/envelope', payload: body, headers: { 'content-type': 'text/plain;charset=UTF-8' }, remoteAddress: ip });

describe('the error tunnel with no SENTRY_DSN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('tells the browser the local DSN', async () => {
    const res = await t.app.inject('/api/v2/monitor/config');
    expect(res.json()).toEqual({ dsn: LOCAL_MONITOR_DSN, environment: 'production' });
  });

  it('keeps an envelope for our DSN, with every secret scrubbed, and the admin commands print it', async () => {
    const res = await post(t, envelope(LOCAL_MONITOR_DSN));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcome: 'stored' });
    const list = await runCommand(parseCommandLine(['errors', 'list']).command, { db: t.db });
    expect(list.text).toMatch(/browser\s+TypeError: Boom/);
    const id = (list.data as { reports: Array<{ id: number }> }).reports[0]!.id;
    const shown = await runCommand(parseCommandLine(['errors', 'show', String(id)]).command, { db: t.db });
    expect(shown.text).toContain('Component chain:');
    expect(shown.text).toContain('at Exploder');
    expect(shown.text).not.toContain(SECRET);
    expect(shown.text).not.toContain(SIGNATURE);
  });

  it('refuses an envelope for any other DSN and keeps nothing', async () => {
    const before = await t.app.repos.errorReports.count();
    const res = await post(t, envelope('https://key@o1.ingest.sentry.io/42'), '10.0.0.2');
    expect(res.statusCode).toBe(400);
    expectErrorBody(res.json(), 61);
    expect(await post(t, 'not json', '10.0.0.2').then((r) => r.statusCode)).toBe(400);
    expect(await t.app.repos.errorReports.count()).toBe(before);
  });

  it('limits one address to the configured envelopes per minute', async () => {
    const max = ERROR_STORE_LIMITS.tunnelRequestsPerMinute;
    const bodies = Array.from({ length: max }, () => post(t, '{}', '10.0.0.3'));
    await Promise.all(bodies);
    const res = await post(t, envelope(LOCAL_MONITOR_DSN), '10.0.0.3');
    expect(res.statusCode).toBe(429);
    expect((await post(t, envelope(LOCAL_MONITOR_DSN), '10.0.0.4')).statusCode).toBe(200);
  });

  it('keeps only the newest reports', async () => {
    const reports = t.app.repos.errorReports;
    for (let i = 0; i < 5; i += 1) await reports.add({ source: 'server', title: `E${i}`, body: {} }, 3);
    expect(await reports.count()).toBe(3);
    expect((await reports.list(10)).map((r) => r.title)).toEqual(['E4', 'E3', 'E2']);
  });
});

describe("the server's own errors", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      extraRoutes: async (scope) => {
        scope.get('/api/v2/test/explode', async () => {
          throw new Error('Database exploded');
        });
      },
    });
  });
  afterAll(async () => t.close());

  it("keeps a 5xx answer's error as a server report", async () => {
    const res = await t.app.inject('/api/v2/test/explode?secret=abc');
    expect(res.statusCode).toBe(500);
    await vi.waitFor(async () => expect(await t.app.repos.errorReports.count()).toBe(1));
    const [report] = await t.app.repos.errorReports.list(1);
    expect(report).toMatchObject({ source: 'server', title: 'Error: Database exploded' });
  });
});

describe('the error tunnel with SENTRY_DSN', () => {
  const DSN = 'https://publickey@o1.ingest.sentry.io/42';
  const sent: Array<{ url: string; body: string }> = [];
  let t: TestApp;
  beforeAll(async () => {
    vi.stubGlobal('fetch', async (url: string, init: { body: Buffer }) => {
      sent.push({ url, body: init.body.toString('utf8') });
      return new Response('{}', { status: 200 });
    });
    t = await buildTestApp({ config: { sentryDsn: DSN } });
  });
  afterEach(() => {
    sent.length = 0;
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await t.close();
  });

  it('forwards an envelope for the configured DSN to its project, scrubbed, and stores nothing', async () => {
    expect((await t.app.inject('/api/v2/monitor/config')).json()).toMatchObject({ dsn: DSN });
    const res = await post(t, envelope(DSN));
    expect(res.json()).toEqual({ outcome: 'forwarded' });
    expect(sent.map((s) => s.url)).toEqual(['https://o1.ingest.sentry.io/api/42/envelope/']);
    expect(sent[0]!.body).not.toContain(SECRET);
    expect(sent[0]!.body).toContain('TypeError');
    expect(await t.app.repos.errorReports.count()).toBe(0);
  });

  it('forwards nothing for another DSN, even the local one', async () => {
    expect((await post(t, envelope(LOCAL_MONITOR_DSN))).statusCode).toBe(400);
    expect((await post(t, envelope('https://publickey@evil.example/42'))).statusCode).toBe(400);
    expect(sent).toEqual([]);
  });
});
