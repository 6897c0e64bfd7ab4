import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { fakeFetch, jsonResponse, type SeenRequest } from '../../lib/api/test-support';
import { APPLE_JS, SIGN_IN_PATHS, type ApplePopupStart } from '../../config/sign-in';
import { apiSession, resetSessionState } from './actions';
import { signInWithApplePopup, type PopupEnvironment } from './apple-popup';
import { memoryCookieJar, memoryStore, readStoredSession, useSessionStorage } from './credentials';

const WEB_MESSAGE: ApplePopupStart = { mode: 'web-message', url: 'http://app.test/my/auth/dev/auth?state=s1', origin: 'http://app.test' };
const APPLE: ApplePopupStart = {
  mode: 'apple-js',
  clientId: 'com.example.web',
  scope: 'name email',
  redirectURI: 'https://app.test/my/auth/apple/callback',
  state: 's1',
  nonce: 'n1',
  sdkUrl: APPLE_JS.sdkUrl,
};
const SESSION = { loginSessionId: '4ebd366d-76f4-4400-a3b6-e51515d054d6', secretToken: 'secret', loginSessionStatus: 'ACTIVE' };

/** The server's three answers: the popup's start, its finish, and the login token exchange. */
function server(start: ApplePopupStart | number, location = '/my/login#loginToken=tok1') {
  return fakeFetch((request: SeenRequest) => {
    if (request.url === SIGN_IN_PATHS.popupStart) return typeof start === 'number' ? jsonResponse({}, start) : jsonResponse(start);
    if (request.url === SIGN_IN_PATHS.popupFinish) return jsonResponse({ location });
    if (request.url.endsWith('/api/v2/auth/useLoginToken/tok1')) return jsonResponse(SESSION);
    return jsonResponse({}, 404);
  });
}

interface FakePopup {
  closed: boolean;
}

function environment(fetch: typeof globalThis.fetch, options: { popup?: FakePopup | null; appleAuth?: PopupEnvironment['appleIdAuth'] } = {}) {
  const listeners = new Set<(event: MessageEvent) => void>();
  const calls = { navigate: [] as string[], replace: [] as string[], open: [] as string[], scripts: [] as string[] };
  const popup = options.popup === undefined ? { closed: false } : options.popup;
  const env: PopupEnvironment = {
    fetch,
    open: (url) => (calls.open.push(url), popup as unknown as Window | null),
    addMessageListener: (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
    loadScript: async (src) => void calls.scripts.push(src),
    appleIdAuth: options.appleAuth ?? (() => undefined),
    navigate: (url) => void calls.navigate.push(url),
    replace: (url) => void calls.replace.push(url),
    closedPollMs: 5,
  };
  const post = (data: unknown, origin: string, source: unknown) => {
    for (const listener of [...listeners]) listener({ data, origin, source } as MessageEvent);
  };
  return { env, calls, post, listeners, popup };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => {
  useSessionStorage({ store: memoryStore(), cookies: memoryCookieJar() });
  resetSessionState();
  api.configure({ session: apiSession });
});
afterEach(() => vi.unstubAllGlobals());

describe('Sign in with Apple in a popup', () => {
  it('opens the provider in a popup, hands what it posts to the server, and loads the login page signed in', async () => {
    const fake = server(WEB_MESSAGE);
    vi.stubGlobal('fetch', fake.fetch);
    const { env, calls, post, popup } = environment(fake.fetch);
    const done = signInWithApplePopup(env);
    await settle();
    expect(calls.open).toEqual([WEB_MESSAGE.url]);

    // Another window's message, or one from another origin, is ignored.
    post({ type: 'authorization_response', response: { code: 'evil', state: 's1' } }, 'http://evil.test', popup);
    post({ type: 'authorization_response', response: { code: 'evil', state: 's1' } }, WEB_MESSAGE.origin, {});
    post({ type: 'authorization_response', response: { code: 'c1', state: 's1' } }, WEB_MESSAGE.origin, popup);
    await done;

    const finish = fake.seen.find((r) => r.url === SIGN_IN_PATHS.popupFinish);
    expect(JSON.parse(finish!.body!)).toEqual({ state: 's1', code: 'c1', error: null });
    expect(finish!.headers.get('content-type')).toBe('application/json');
    expect(readStoredSession()?.loginSessionId).toBe(SESSION.loginSessionId);
    expect(calls.replace).toEqual(['/my/login']);
    expect(calls.navigate).toEqual([]);
  });

  it("uses Apple's JS when the server says Apple is configured, with the flow's state and nonce", async () => {
    const fake = server(APPLE);
    vi.stubGlobal('fetch', fake.fetch);
    const init = vi.fn();
    const user = { name: { firstName: 'Ada', lastName: 'L' } };
    const { env, calls } = environment(fake.fetch, {
      appleAuth: () => ({ init, signIn: async () => ({ authorization: { code: 'c2', state: 's1', id_token: 'x' }, user }) }),
    });
    await signInWithApplePopup(env);
    expect(calls.scripts).toEqual([APPLE_JS.sdkUrl]);
    expect(init).toHaveBeenCalledWith({
      clientId: 'com.example.web',
      scope: 'name email',
      redirectURI: APPLE.redirectURI,
      state: 's1',
      nonce: 'n1',
      usePopup: true,
    });
    const finish = fake.seen.find((r) => r.url === SIGN_IN_PATHS.popupFinish);
    expect(JSON.parse(finish!.body!)).toEqual({ state: 's1', code: 'c2', error: null, user });
    expect(calls.replace).toEqual(['/my/login']);
  });

  it('takes the answer the popup posted as it closed, even when the close is seen first', async () => {
    const fake = server(WEB_MESSAGE);
    vi.stubGlobal('fetch', fake.fetch);
    // The first look at the popup finds it closed; its message is delivered just after.
    let delivered = false;
    const popup = {
      get closed() {
        if (!delivered) {
          delivered = true;
          queueMicrotask(() => post({ type: 'authorization_response', response: { code: 'c1', state: 's1' } }, WEB_MESSAGE.origin, popup));
        }
        return true;
      },
    };
    const { env, calls, post } = environment(fake.fetch, { popup });
    await signInWithApplePopup(env);
    expect(JSON.parse(fake.seen.find((r) => r.url === SIGN_IN_PATHS.popupFinish)!.body!)).toEqual({ state: 's1', code: 'c1', error: null });
    expect(calls.replace).toEqual(['/my/login']);
  });

  it('leaves the page as it was when the user closes the popup', async () => {
    const fake = server(WEB_MESSAGE);
    const { env, calls, popup, listeners } = environment(fake.fetch);
    const done = signInWithApplePopup(env);
    await settle();
    popup!.closed = true;
    await done;
    expect(fake.seen.map((r) => r.url)).toEqual([SIGN_IN_PATHS.popupStart]);
    expect({ ...calls, open: [] }).toEqual({ navigate: [], replace: [], open: [], scripts: [] });
    expect(listeners.size).toBe(0);
  });

  it("shows the server's error when Apple's JS fails", async () => {
    const fake = server(APPLE, '/my/login?error=failed');
    const { env, calls } = environment(fake.fetch, {
      appleAuth: () => ({ init: () => undefined, signIn: () => Promise.reject({ error: 'invalid_request' }) }),
    });
    await signInWithApplePopup(env);
    expect(JSON.parse(fake.seen[1]!.body!)).toEqual({ state: 's1', code: null, error: 'invalid_request' });
    expect(calls.navigate).toEqual(['/my/login?error=failed']);
  });

  it('takes the redirect flow when no popup can open or the start fails', async () => {
    for (const [start, popup] of [
      [WEB_MESSAGE, null],
      [503, undefined],
    ] as const) {
      const fake = server(start);
      const { env, calls } = environment(fake.fetch, { popup });
      await signInWithApplePopup(env);
      expect(calls.navigate).toEqual([SIGN_IN_PATHS.start('apple')]);
    }
  });
});
