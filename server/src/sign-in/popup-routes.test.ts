import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { APPLE_JS, SIGN_IN_PATHS, type ApplePopupStart } from '../../../src/config/sign-in.js';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from '../lib/security-headers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** One browser's cookies and the requests it makes, JSON or form. */
function browser() {
  const cookies = new Map<string, string>();
  const keep = (response: LightMyRequestResponse) => {
    const set = response.headers['set-cookie'];
    for (const line of Array.isArray(set) ? set : set ? [set] : []) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      if (/max-age=0/i.test(line)) cookies.delete(name.trim());
      else cookies.set(name.trim(), value.join('='));
    }
  };
  const request = async (method: 'GET' | 'POST', url: string, body?: { json?: unknown; form?: Record<string, string> }) => {
    const response = await t.app.inject({
      method,
      url: url.replace(/^https?:\/\/[^/]+/, ''),
      headers: {
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body?.json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(body?.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      payload: body?.json !== undefined ? JSON.stringify(body.json) : body?.form ? new URLSearchParams(body.form).toString() : undefined,
    });
    keep(response);
    return response;
  };
  return { cookies, request };
}

/** What the development provider's web_message page hands to the page that opened the popup. */
function postedMessage(page: string): { type: string; response: Record<string, string> } {
  const data = /var data = (\{[\s\S]*?\});/.exec(page)?.[1];
  if (!data) throw new Error(`no web message in: ${page.slice(0, 300)}`);
  const parsed = JSON.parse(data) as { response: Record<string, string> };
  return { type: 'authorization_response', response: parsed.response };
}

/** The popup's pages, as a user fills them in: the start, the development sign-in, its answer. */
async function runPopup(b: ReturnType<typeof browser>, email: string, action: 'login' | 'cancel' = 'login') {
  const start = await b.request('POST', SIGN_IN_PATHS.popupStart, { json: {} });
  expect(start.statusCode).toBe(200);
  const answer = start.json() as ApplePopupStart;
  if (answer.mode !== 'web-message') throw new Error(answer.mode);
  let page = await b.request('GET', answer.url);
  for (let i = 0; i < 10 && page.statusCode >= 300 && page.statusCode < 400; i += 1) page = await b.request('GET', String(page.headers.location));
  const form = /action="([^"]+)"/.exec(page.body)?.[1];
  let response = await b.request('POST', form!, { form: { email, name: 'Ada Lovelace', action } });
  for (let i = 0; i < 10 && response.statusCode >= 300 && response.statusCode < 400; i += 1)
    response = await b.request('GET', String(response.headers.location));
  return { answer, final: response };
}

describe('Sign in with Apple in a popup (the development provider standing in)', () => {
  it('opens the provider with response_mode=web_message, and the page finishes the flow with what the popup posted', async () => {
    const b = browser();
    const { answer, final } = await runPopup(b, 'popup@example.com');
    if (answer.mode !== 'web-message') throw new Error(answer.mode);
    const url = new URL(answer.url);
    expect(url.searchParams.get('response_mode')).toBe('web_message');
    expect(url.searchParams.get('redirect_uri')).toMatch(/\/my\/auth\/apple\/callback$/);
    expect(answer.origin).toBe(url.origin);
    // The popup's last page posts the answer to the page that opened it, and keeps the opener policy of ours.
    expect(final.statusCode).toBe(200);
    expect(final.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const message = postedMessage(final.body);
    expect(message.response.state).toBe(url.searchParams.get('state'));

    const finish = await b.request('POST', SIGN_IN_PATHS.popupFinish, { json: { code: message.response.code, state: message.response.state } });
    expect(finish.statusCode).toBe(200);
    const { location } = finish.json() as { location: string };
    expect(location).toMatch(/^\/my\/login#loginToken=[A-Za-z0-9_-]+$/);
    const exchange = await t.app.inject({ method: 'POST', url: `/api/v2/auth/useLoginToken/${location.split('=')[1]}` });
    expect(exchange.json().loginSessionStatus).toBe('ACTIVE');
    expect(await t.app.repos.users.findByEmail('popup@example.com')).toBeDefined();
  });

  it('takes the name Apple sends on the first sign-in, as the object its JS gives', async () => {
    const b = browser();
    const { final } = await runPopup(b, 'named@example.com');
    const { response } = postedMessage(final.body);
    await b.request('POST', SIGN_IN_PATHS.popupFinish, {
      json: { code: response.code, state: response.state, user: { name: { firstName: 'Grace', lastName: 'Brewster' }, email: 'named@example.com' } },
    });
    const user = await t.app.repos.users.findByEmail('named@example.com');
    expect(await t.app.repos.users.profile(user!.id)).toMatchObject({ firstName: 'Grace', lastName: 'Brewster' });
  });

  it('refuses an answer brought by a browser that did not start the flow, and a state used twice', async () => {
    const b = browser();
    const { final } = await runPopup(b, 'csrf@example.com');
    const { response } = postedMessage(final.body);
    const other = browser();
    const stolen = await other.request('POST', SIGN_IN_PATHS.popupFinish, { json: { code: response.code, state: response.state } });
    expect(stolen.json()).toEqual({ location: `${SIGN_IN_PATHS.loginPage}?error=expired` });
    const again = await b.request('POST', SIGN_IN_PATHS.popupFinish, { json: { code: response.code, state: response.state } });
    expect(again.json()).toEqual({ location: `${SIGN_IN_PATHS.loginPage}?error=expired` });
  });

  it('reports a popup the user cancelled or closed', async () => {
    const b = browser();
    const { final } = await runPopup(b, 'cancel@example.com', 'cancel');
    const { response } = postedMessage(final.body);
    expect(response.error).toBe('access_denied');
    const finish = await b.request('POST', SIGN_IN_PATHS.popupFinish, { json: { error: response.error, state: response.state } });
    expect(finish.json()).toEqual({ location: `${SIGN_IN_PATHS.loginPage}?error=cancelled` });
    const closed = await b.request('POST', SIGN_IN_PATHS.popupFinish, { json: { error: 'popup_closed_by_user' } });
    expect(closed.json()).toEqual({ location: `${SIGN_IN_PATHS.loginPage}?error=cancelled` });
  });

  it('answers 400 with the API error body for anything else a client can send, never 500', async () => {
    const cases: Array<{ contentType?: string; payload: string }> = [
      { contentType: 'text/plain', payload: '{"state":"x"}' },
      { contentType: 'application/x-www-form-urlencoded', payload: 'state=x&code=y' },
      { contentType: 'application/json', payload: '[1,2]' },
      { contentType: 'application/json', payload: 'null' },
      { contentType: 'application/json', payload: '{"state":' },
      { contentType: 'application/json', payload: '{"state":1,"code":"y"}' },
      { contentType: 'application/json', payload: JSON.stringify({ state: 'x', code: 'y'.repeat(5000) }) },
      { contentType: 'application/json', payload: '{"state":"x","user":42}' },
    ];
    for (const { contentType, payload } of cases) {
      for (const url of [SIGN_IN_PATHS.popupFinish, SIGN_IN_PATHS.popupStart]) {
        if (url === SIGN_IN_PATHS.popupStart && contentType === 'application/json') continue;
        const response = await t.app.inject({ method: 'POST', url, headers: contentType ? { 'content-type': contentType } : {}, payload });
        expect(response.statusCode, `${url} ${payload.slice(0, 40)}`).toBe(400);
        expect(response.json().errors[0].code, payload.slice(0, 40)).toBeTypeOf('number');
      }
    }
  });
});

describe('Sign in with Apple in a popup, Apple configured', () => {
  let apple: TestApp;
  beforeAll(async () => {
    apple = await buildTestApp({
      seed: false,
      config: {
        signIn: {
          google: undefined,
          apple: {
            clientId: 'com.example.web',
            teamId: 'ABCDE12345',
            keyId: 'KEY0123456',
            privateKey: '-----BEGIN PRIVATE KEY-----\nunused\n-----END PRIVATE KEY-----',
          },
          devSignIn: true,
        },
      },
    });
  });
  afterAll(async () => apple.close());

  it("gives the page what Apple's JS needs: our client id, the name and e-mail scopes, the callback, and the flow's state and nonce", async () => {
    const response = await apple.app.inject({ method: 'POST', url: SIGN_IN_PATHS.popupStart, headers: { 'content-type': 'application/json' }, payload: '{}' });
    const answer = response.json() as ApplePopupStart;
    expect(answer).toMatchObject({ mode: 'apple-js', clientId: 'com.example.web', scope: 'name email', sdkUrl: APPLE_JS.sdkUrl });
    if (answer.mode !== 'apple-js') throw new Error(answer.mode);
    expect(answer.redirectURI).toMatch(/\/my\/auth\/apple\/callback$/);
    expect(answer.state.length).toBeGreaterThanOrEqual(32);
    expect(answer.nonce.length).toBeGreaterThanOrEqual(32);
    expect(String(response.headers['set-cookie'])).toMatch(/^hv_signin=[^;]+; Path=\/my\/auth; HttpOnly/);
  });

  it("lets Apple's script load only when Apple is configured", () => {
    expect(contentSecurityPolicy({ appleSignInJs: true })).toContain(`script-src 'self' ${APPLE_JS.scriptOrigin};`);
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
  });
});
