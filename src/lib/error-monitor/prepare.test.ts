import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_MONITOR_LIMITS as LIMITS } from '../../config/limits';
import { createEventFilter, createThrottle, prepareBreadcrumb, type ReportEvent } from './prepare';
import { addKnownSecrets, clearKnownSecrets } from './scrub';

// A signed-in session's real shapes (api-facts' test vector and our login token form).
const KEY = '4ebd366d-76f4-4400-a3b6-e51515d054d6';
const SECRET = 'fd8a1652-728b-42fe-82b8-f623e56da8850750f5bf-ce66-4ca7-8b84-93651abc723b';
const SIGNATURE = '21e6a16f6eb34ac476d59f969f548b47fffe3fea318d9c99e77fc710d2fed798';
const LOGIN_TOKEN = 'Zk3q9V_abcdefghijklmnopqrstuvwx';
const SESSION_ID = '9675d0f8-1325-484b-9594-c9d6d3268890';

afterEach(() => clearKnownSecrets());

function element(tag: string, attributes: Record<string, string>, text = '') {
  const list = Object.entries(attributes).map(([name, value]) => ({ name, value }));
  return { tagName: tag.toUpperCase(), textContent: text, attributes: list, getAttribute: (n: string) => attributes[n] ?? null };
}

describe('the report throttle', () => {
  it('lets at most 10 of 50 errors thrown in one second through', () => {
    let now = 1_000_000;
    const filter = createEventFilter(createThrottle(LIMITS.maxReportsPerSecond, () => now));
    let sent = 0;
    for (let i = 0; i < 50; i += 1) {
      now += 19; // 50 errors within 950 ms
      if (filter({ message: `e${i}` })) sent += 1;
    }
    expect(sent).toBe(10);
  });

  it('lets reports through again once the second has passed', () => {
    let now = 0;
    const allow = createThrottle(10, () => now);
    for (let i = 0; i < 10; i += 1) expect(allow()).toBe(true);
    expect(allow()).toBe(false);
    now = 1000;
    expect(allow()).toBe(true);
  });
});

describe('what a report may carry', () => {
  it("drops the app's own API errors", () => {
    const filter = createEventFilter(() => true);
    expect(filter({ message: 'x' }, { originalException: { reportable: false } })).toBeNull();
  });

  it("scrubs a signed-in session's X-Auth, secret, login token, session id and cookies from event and breadcrumbs", () => {
    addKnownSecrets([SECRET, SESSION_ID]);
    const filter = createEventFilter(() => true);
    const event: ReportEvent = {
      message: `failed with X-Auth: ${KEY}:${SIGNATURE}`,
      request: {
        url: `https://hashvale.example/mining#loginToken=${LOGIN_TOKEN}`,
        headers: { 'X-Auth': `${KEY}:${SIGNATURE}`, Cookie: `hv_session=${SESSION_ID}`, 'User-Agent': 'x' },
        cookies: { hv_session: SESSION_ID },
      },
      extra: { session: { loginSessionId: SESSION_ID, secretToken: SECRET }, note: `the secret is ${SECRET}` },
      breadcrumbs: [prepareBreadcrumb({ category: 'fetch', data: { url: `/api/v2/auth/useLoginToken/${LOGIN_TOKEN}?nonce=abc&x=1` } })!],
    };
    const out = JSON.stringify(filter(event));
    for (const secret of [SECRET, SIGNATURE, LOGIN_TOKEN, SESSION_ID]) expect(out).not.toContain(secret);
    expect(out).toContain('User-Agent');
    expect(out).toContain('x=1');
  });

  it('cuts URLs at 2000 characters and navigation paths at 250', () => {
    const long = `/${'a'.repeat(3000)}`;
    expect((prepareBreadcrumb({ category: 'xhr', data: { url: long } })!.data!.url as string).length).toBe(LIMITS.urlMaxChars);
    const nav = prepareBreadcrumb({ category: 'navigation', data: { from: long, to: long } })!.data!;
    expect((nav.from as string).length).toBe(LIMITS.navigationPathMaxChars);
    expect((nav.to as string).length).toBe(LIMITS.navigationPathMaxChars);
    const filter = createEventFilter(() => true);
    expect(filter({ request: { url: `https://x.example${long}` } })!.request!.url!.length).toBe(LIMITS.urlMaxChars);
  });

  it('records element text up to 500 characters and at most 10 attributes of 100 characters', () => {
    const attributes = Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`data-a${i}`, 'v'.repeat(300)]));
    const crumb = prepareBreadcrumb({ category: 'ui.click' }, { event: { target: element('button', attributes, 't'.repeat(900)) } })!;
    const described = crumb.data!.element as { text: string; attributes: Record<string, string> };
    expect(described.text.length).toBe(LIMITS.elementTextMaxChars);
    expect(Object.keys(described.attributes)).toHaveLength(LIMITS.attributesPerElement);
    expect(Object.values(described.attributes).every((v) => v.length === LIMITS.attributeValueMaxChars)).toBe(true);
  });

  it("never records a password field's value", () => {
    const field = element('input', { type: 'password', name: 'pw', value: 'hunter2-correct-horse' });
    const out = JSON.stringify(prepareBreadcrumb({ category: 'ui.input' }, { event: { target: field } }));
    expect(out).not.toContain('hunter2');
    expect(out).toContain('"type":"password"');
  });

  it('truncates the console log above 80,000 characters, keeping the newest', () => {
    const filter = createEventFilter(() => true);
    const breadcrumbs = [
      { category: 'console', message: 'old '.repeat(10_000) },
      { category: 'console', message: 'x'.repeat(50_000) },
      { category: 'console', message: 'y'.repeat(50_000) },
    ];
    const out = filter({ breadcrumbs })!.breadcrumbs!;
    const total = out.reduce((sum, c) => sum + (c.message?.length ?? 0), 0);
    expect(total).toBe(LIMITS.consoleMaxChars);
    expect(out[2]!.message).toHaveLength(50_000);
    expect(out[0]!.message).toBe('');
  });
});
