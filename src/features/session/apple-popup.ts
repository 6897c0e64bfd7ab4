/**
 * "Continue with Apple" in a popup (spec 1), the page staying where it is
 * (docs/auth.md). The server starts the flow (POST /my/auth/apple/popup) and
 * says how to open it: with Apple's own JS (`AppleID.auth.signIn` with
 * `usePopup`, which answers by `response_mode=web_message`) when Apple is
 * configured, or, with the development provider standing in, a popup this
 * module opens on its authorization URL, whose last page posts the answer
 * back the same way. Either answer goes to the server
 * (POST /my/auth/apple/popup/finish), which checks and finishes it with the
 * code of the redirect callback and says where to go: the login page with a
 * login token, exchanged here, or with an error. If the popup cannot open,
 * the browser takes the redirect flow instead.
 */
import { APPLE_JS, SIGN_IN_PATHS, type ApplePopupStart, type PopupFinishAnswer } from '../../config/sign-in';
import { consumeLoginLink } from './login-link';

/** What the provider answered the page, as the server's finish takes it. */
export interface PopupAnswer {
  state: string | null;
  code: string | null;
  error: string | null;
  user?: unknown;
}

/** Apple's JS, as it documents it (the part used here). */
interface AppleIdAuth {
  init(config: { clientId: string; scope: string; redirectURI: string; state: string; nonce: string; usePopup: boolean }): void;
  signIn(): Promise<{ authorization: { code: string; id_token?: string; state?: string }; user?: unknown }>;
}

/** The parts of the browser this needs; a test gives fakes. */
export interface PopupEnvironment {
  fetch: typeof fetch;
  open(url: string, name: string, features: string): Window | null;
  addMessageListener(listener: (event: MessageEvent) => void): () => void;
  loadScript(src: string): Promise<void>;
  appleIdAuth(): AppleIdAuth | undefined;
  /** A full navigation: the redirect flow, or where the server sends the page. */
  navigate(url: string): void;
  /** The page's load again, at `url` (the token exchanged; no hash left). */
  replace(url: string): void;
  /** How often a closed popup is noticed. */
  closedPollMs: number;
}

const POPUP_NAME = 'hashvale-apple-sign-in';
/** The error Apple's JS gives for a popup the user closed; ours says the same. */
const POPUP_CLOSED = 'popup_closed_by_user';

async function postJson<T>(env: PopupEnvironment, url: string, body: unknown): Promise<T> {
  const response = await env.fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The popup's answer as the development provider's web_message page posts it, or that it was closed first. */
function webMessageAnswer(env: PopupEnvironment, popup: Window, origin: string): Promise<PopupAnswer> {
  return new Promise((resolve) => {
    const done = (answer: PopupAnswer) => {
      stopListening();
      clearInterval(poll);
      resolve(answer);
    };
    const stopListening = env.addMessageListener((event) => {
      // Only our popup, from the provider's origin, in the draft's shape: any other window's message is ignored.
      if (event.origin !== origin || event.source !== popup) return;
      const data = event.data as { type?: unknown; response?: Record<string, unknown> } | null;
      if (data?.type !== 'authorization_response' || typeof data.response !== 'object' || data.response === null) return;
      const response = data.response;
      const text = (key: string) => (typeof response[key] === 'string' ? response[key] : null);
      done({ state: text('state'), code: text('code'), error: text('error') });
    });
    // The provider's last page posts its answer and closes itself: on a busy machine the close can be
    // seen before the message arrives, so a closed popup counts as closed by the user one poll later.
    let closedOnce = false;
    const poll = setInterval(() => {
      if (!popup.closed) return;
      if (closedOnce) done({ state: null, code: null, error: POPUP_CLOSED });
      closedOnce = true;
    }, env.closedPollMs);
  });
}

async function appleJsAnswer(env: PopupEnvironment, start: Extract<ApplePopupStart, { mode: 'apple-js' }>): Promise<PopupAnswer> {
  await env.loadScript(start.sdkUrl);
  const auth = env.appleIdAuth();
  if (!auth) throw new Error("Apple's sign-in script did not load");
  auth.init({ clientId: start.clientId, scope: start.scope, redirectURI: start.redirectURI, state: start.state, nonce: start.nonce, usePopup: true });
  try {
    const answer = await auth.signIn();
    return { state: answer.authorization.state ?? start.state, code: answer.authorization.code, error: null, user: answer.user };
  } catch (error) {
    // Apple's JS rejects with { error: 'popup_closed_by_user' } and the like.
    const code = (error as { error?: unknown } | null)?.error;
    return { state: start.state, code: null, error: typeof code === 'string' ? code : 'failed' };
  }
}

/**
 * Signs in with Apple in a popup. Resolves once the page is on its way: to
 * the login page signed in, to the login page with an error, or into the
 * redirect flow when no popup could open; or at once when the user closed
 * the popup, the page left as it was.
 */
export async function signInWithApplePopup(env: PopupEnvironment = browserPopupEnvironment()): Promise<void> {
  let start: ApplePopupStart;
  try {
    start = await postJson<ApplePopupStart>(env, SIGN_IN_PATHS.popupStart, {});
  } catch {
    env.navigate(SIGN_IN_PATHS.start('apple'));
    return;
  }
  let answer: PopupAnswer;
  if (start.mode === 'apple-js') {
    answer = await appleJsAnswer(env, start).catch(() => ({ state: start.state, code: null, error: 'failed' }));
  } else {
    const popup = env.open(start.url, POPUP_NAME, APPLE_JS.popupFeatures);
    if (!popup) {
      env.navigate(SIGN_IN_PATHS.start('apple'));
      return;
    }
    answer = await webMessageAnswer(env, popup, start.origin);
  }
  // Closed by the user: the page stays as it was, the button ready again.
  if (answer.error === POPUP_CLOSED) return;
  const { location } = await postJson<PopupFinishAnswer>(env, SIGN_IN_PATHS.popupFinish, answer).catch(() => ({
    location: `${SIGN_IN_PATHS.loginPage}?error=failed`,
  }));
  const target = new URL(location, 'http://page.invalid');
  // The page may already be the login page: a change of hash alone would not load it again.
  const outcome = await consumeLoginLink({ hash: target.hash, pathname: target.pathname, search: target.search, replace: (url) => env.replace(url) }, () =>
    env.navigate(`${SIGN_IN_PATHS.loginPage}?error=failed`),
  );
  if (outcome === 'none') env.navigate(`${target.pathname}${target.search}`);
}

function loadScriptOnce(src: string): Promise<void> {
  const existing = document.querySelector<HTMLScriptElement>(`script[src="${CSS.escape(src)}"]`);
  if (existing?.dataset.loaded === 'true') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = existing ?? Object.assign(document.createElement('script'), { src, async: true });
    script.addEventListener('load', () => {
      script.dataset.loaded = 'true';
      resolve();
    });
    script.addEventListener('error', () => reject(new Error(`could not load ${src}`)));
    if (!existing) document.head.append(script);
  });
}

export function browserPopupEnvironment(): PopupEnvironment {
  return {
    fetch: (...args) => window.fetch(...args),
    open: (url, name, features) => window.open(url, name, features),
    addMessageListener: (listener) => {
      window.addEventListener('message', listener);
      return () => window.removeEventListener('message', listener);
    },
    loadScript: loadScriptOnce,
    appleIdAuth: () => (window as unknown as { AppleID?: { auth?: AppleIdAuth } }).AppleID?.auth,
    navigate: (url) => window.location.assign(url),
    replace: (url) => window.location.replace(url),
    closedPollMs: 500,
  };
}
