import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { SIGN_IN_PATHS } from '../../../src/config/sign-in.js';
import { Browser as TestBrowser, signInWithDevProvider } from '../../test/dev-sign-in-browser.js';

let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
});
afterAll(async () => t.close());

class Browser extends TestBrowser {
  constructor() {
    super(app);
  }
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

  it('starts a new user with the language and currency the visitor was using', async () => {
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
