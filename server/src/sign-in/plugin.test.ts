import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { SIGN_IN_PATHS } from '../../../src/config/sign-in.js';

let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
});
afterAll(async () => t.close());

/** A browser's cookies, enough for one host. */
class Browser {
  cookies = new Map<string, string>();

  keep(response: LightMyRequestResponse): void {
    const set = response.headers['set-cookie'];
    for (const line of Array.isArray(set) ? set : set ? [set] : []) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value.join('=') === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
  }

  async request(method: 'GET' | 'POST', url: string, form?: Record<string, string>): Promise<LightMyRequestResponse> {
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    const response = await app.inject({
      method,
      url: path,
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      payload: form ? new URLSearchParams(form).toString() : undefined,
    });
    this.keep(response);
    return response;
  }

  /** Follows redirects until a page or our login page. */
  async follow(response: LightMyRequestResponse): Promise<LightMyRequestResponse | string> {
    let current = response;
    for (let i = 0; i < 10 && current.statusCode >= 300 && current.statusCode < 400; i += 1) {
      const location = String(current.headers.location);
      if (location.startsWith(SIGN_IN_PATHS.loginPage)) return location;
      current = await this.request('GET', location);
    }
    return current;
  }
}

async function signInWithDevProvider(browser: Browser, email: string, name: string): Promise<string> {
  const start = await browser.request('GET', SIGN_IN_PATHS.start('google'));
  expect(start.statusCode).toBe(303);
  const authorize = new URL(String(start.headers.location));
  expect(authorize.pathname).toBe(`${SIGN_IN_PATHS.devIssuerPath}/auth`);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  const interaction = await browser.follow(start);
  if (typeof interaction === 'string') throw new Error(`landed on ${interaction}`);
  expect(interaction.statusCode).toBe(200);
  expect(interaction.body).toContain('Development sign-in');
  const action = /action="([^"]+)"/.exec(interaction.body)?.[1];
  const posted = await browser.request('POST', action!, { email, name, action: 'login' });
  const landing = await browser.follow(posted);
  if (typeof landing !== 'string') throw new Error(`stopped at ${landing.statusCode}: ${landing.body.slice(0, 200)}`);
  return landing;
}

describe('sign-in through the development provider', () => {
  it('creates the user, and lands on the login page with a token the app exchanges for an ACTIVE session', async () => {
    const landing = await signInWithDevProvider(new Browser(), 'Grace@Example.com', 'Grace Hopper');
    expect(landing).toMatch(/^\/my\/login#loginToken=[A-Za-z0-9_-]+$/);
    const token = landing.split('=')[1]!;
    const exchange = await app.inject({ method: 'POST', url: `/api/v2/auth/useLoginToken/${token}` });
    expect(exchange.statusCode).toBe(200);
    expect(exchange.json().loginSessionStatus).toBe('ACTIVE');
    const user = await t.app.repos.users.findByEmail('grace@example.com');
    expect(user).toBeDefined();
    const profile = await t.app.repos.users.profile(user!.id);
    expect(profile).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
    // A new user finds sample notifications in the bell.
    expect(await t.app.repos.notifications.unseenCount(user!.id)).toBe(3);
  });

  it("starts a new user with the language and currency the visitor was using", async () => {
    const browser = new Browser();
    browser.cookies.set('locale', 'de');
    browser.cookies.set('currency', 'EUR');
    await signInWithDevProvider(browser, 'ilse@example.com', 'Ilse');
    const user = await t.app.repos.users.findByEmail('ilse@example.com');
    expect((await t.app.repos.users.profile(user!.id))!.userSettings).toEqual({ language: 'de', currency: 'EUR' });
  });

  it('finds the same user on a second sign-in', async () => {
    await signInWithDevProvider(new Browser(), 'repeat@example.com', 'R');
    const first = await t.app.repos.users.findByEmail('repeat@example.com');
    await signInWithDevProvider(new Browser(), 'repeat@example.com', 'R');
    expect(await t.app.repos.users.findByEmail('repeat@example.com')).toEqual(first);
  });

  it('refuses a callback from a browser that did not start the flow (login CSRF)', async () => {
    const victim = new Browser();
    const attacker = new Browser();
    const start = await attacker.request('GET', SIGN_IN_PATHS.start('google'));
    const interaction = await attacker.follow(start);
    if (typeof interaction === 'string') throw new Error('no interaction page');
    const action = /action="([^"]+)"/.exec(interaction.body)?.[1];
    let response = await attacker.request('POST', action!, { email: 'attacker@example.com', name: 'A', action: 'login' });
    // Follow the attacker's redirects up to the callback, then hand the callback URL to the victim.
    for (let i = 0; i < 10 && !String(response.headers.location).includes('/callback'); i += 1) {
      response = await attacker.request('GET', String(response.headers.location));
    }
    expect(String(response.headers.location)).toContain('/callback');
    const callback = await victim.request('GET', String(response.headers.location));
    expect(callback.headers.location).toBe(`${SIGN_IN_PATHS.loginPage}?error=expired`);
  });

  it('answers an unknown or reused state with the expired error', async () => {
    const response = await new Browser().request('GET', `${SIGN_IN_PATHS.callback('google')}?state=nope&code=x`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${SIGN_IN_PATHS.loginPage}?error=expired`);
  });

  it('reports a cancelled sign-in', async () => {
    const response = await new Browser().request('GET', `${SIGN_IN_PATHS.callback('apple')}?error=access_denied&state=x`);
    expect(response.headers.location).toBe(`${SIGN_IN_PATHS.loginPage}?error=cancelled`);
  });

  it('creates no user while registration is disabled, but still signs in existing users', async () => {
    await signInWithDevProvider(new Browser(), 'existing@example.com', 'E');
    await app.systemFlags.set('DISABLE_REGISTRATION', true);
    try {
      expect(await signInWithDevProvider(new Browser(), 'newcomer@example.com', 'N')).toBe(`${SIGN_IN_PATHS.loginPage}?error=registrationClosed`);
      expect(await t.app.repos.users.findByEmail('newcomer@example.com')).toBeUndefined();
      expect(await signInWithDevProvider(new Browser(), 'existing@example.com', 'E')).toMatch(/#loginToken=/);
    } finally {
      await app.systemFlags.set('DISABLE_REGISTRATION', false);
    }
  });
});
