// Issue 35, point 5: a sign-in and an error report carrying known secrets and
// personal data in every place; none of it is found in the error store or in
// the log (docs/monitoring.md "Secrets", docs/auth.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_MONITOR_DSN } from '../../../src/config/monitor.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { Browser, signInWithDevProvider } from '../../test/dev-sign-in-browser.js';
import { createApiKey } from '../admin/commands.js';

const log: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    config: { logLevel: 'info' },
    logStream: { write: (line) => void log.push(line) },
    extraRoutes: async (scope) => {
      scope.get('/api/v2/test/explode', async (request) => {
        throw new Error(`lookup failed for ${String((request.query as { q?: string }).q)}`);
      });
    },
  });
});
afterAll(async () => t.close());

function envelope(s: Record<string, string>): string {
  const everywhere =
    `session ${s.sessionSecret} api ${s.apiSecret} jwt ${s.jwt} Authorization: Bearer ${s.bearer} X-Auth: ${s.xAuth} ` +
    `{"secretToken":"${s.sessionSecret}","loginToken":"${s.loginToken}"} useLoginToken/${s.loginToken} by ${s.email} from ${s.ip}`;
  const event = {
    event_id: 'b'.repeat(32),
    message: everywhere,
    exception: { values: [{ type: 'Error', value: everywhere }] },
    user: { id: 'u1', email: s.email, ip_address: s.ip, username: s.email },
    request: {
      url: `https://hashvale.example/my/login?code=${s.code}&state=${s.state}#loginToken=${s.loginToken}`,
      headers: {
        Authorization: `Bearer ${s.bearer}`,
        'X-Auth': s.xAuth,
        'X-Forwarded-For': s.ip,
        Referer: `https://hashvale.example/api/v2/auth/useLoginToken/${s.loginToken}`,
      },
    },
    tags: { note: everywhere },
    extra: { text: everywhere, nested: [{ secretToken: s.sessionSecret, detail: everywhere }] },
    contexts: { react: { componentStack: everywhere } },
    breadcrumbs: [
      { category: 'console', message: everywhere },
      { category: 'fetch', data: { url: `/api/v2/auth/useLoginToken/${s.loginToken}`, body: `{"secretToken":"${s.sessionSecret}"}` } },
    ],
  };
  return [
    JSON.stringify({ event_id: event.event_id, dsn: LOCAL_MONITOR_DSN, note: everywhere }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(event),
    '',
  ].join('\n');
}

describe('no secret or personal data kept by mistake', () => {
  it("finds none of a sign-in's and a report's secrets in the error store or the log", async () => {
    const browser = new Browser(t.app);
    const landing = await signInWithDevProvider(browser, 'known.person@example.com', 'Known Person');
    const loginToken = landing.split('=')[1]!;
    const callback = new URL(
      browser.visited.find((url) => url.includes('/callback?'))!,
      'http://x',
    );
    const code = callback.searchParams.get('code')!;
    const state = callback.searchParams.get('state')!;
    const exchange = await t.app.inject({ method: 'POST', url: `/api/v2/auth/useLoginToken/${loginToken}` });
    expect(exchange.statusCode).toBe(200);
    const sessionSecret = (exchange.json() as { secretToken: string }).secretToken;
    const { secret: apiSecret, key } = await createApiKey(t.db);
    const secrets = {
      sessionSecret,
      apiSecret,
      loginToken,
      code,
      state,
      jwt: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJrbm93biJ9.a25vd24tc2lnbmF0dXJl',
      bearer: 'known-bearer-token-42',
      xAuth: `${key}:${'9f'.repeat(32)}`,
      email: 'known.person@example.com',
      ip: '198.51.100.23',
    };

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v2/monitor/envelope',
      payload: envelope(secrets),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      remoteAddress: secrets.ip,
    });
    expect(sent.json()).toEqual({ outcome: 'stored' });
    const failed = await t.app.inject(`/api/v2/test/explode?q=${sessionSecret}&token=${loginToken}`);
    expect(failed.statusCode).toBe(500);
    await expect.poll(() => t.app.repos.errorReports.count()).toBe(2);

    const stored = (await t.db.query<{ row: string }>('SELECT row_to_json(r)::text AS row FROM error_reports r')).map((r) => r.row).join('\n');
    const logged = log.join('');
    expect(logged).toContain('/callback?code=[Filtered]&state=[Filtered]');
    expect(logged).toContain('useLoginToken/[Filtered]');
    for (const [name, value] of Object.entries(secrets)) {
      expect(stored, `${name} in the error store`).not.toContain(value);
      if (name !== 'ip' && name !== 'email') expect(logged, `${name} in the log`).not.toContain(value);
    }
    expect(stored).toContain('[Filtered]');
  });
});
