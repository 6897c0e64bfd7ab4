/**
 * Where the sign-in flow lives on our server. Under /my/ on purpose: the
 * service worker sends every /my/ navigation to the network (sw/navigation-
 * denylist.ts), so the redirects of the flow always reach the server.
 */
export const BUTTONS = ['google', 'apple'] as const;
export type ButtonName = (typeof BUTTONS)[number];

export const SIGN_IN_PATHS = {
  /** GET: starts the flow of a button (`/my/auth/google/start`). */
  start: (button: ButtonName) => `/my/auth/${button}/start`,
  /** GET (query) or POST (Apple's form_post): the provider's answer. */
  callback: (button: ButtonName) => `/my/auth/${button}/callback`,
  /** POST (JSON): starts Apple's popup flow; answers an {@link ApplePopupStart}. */
  popupStart: '/my/auth/apple/popup',
  /** POST (JSON): what Apple's popup answered the page; answers a {@link PopupFinishAnswer}. */
  popupFinish: '/my/auth/apple/popup/finish',
  /** GET (JSON): which way the buttons sign in; answers a {@link SignInMethods}. */
  methods: '/my/auth/methods',
  /** The development provider is mounted here (its issuer is PUBLIC_URL + this). */
  devIssuerPath: '/my/auth/dev',
  /** Where the browser lands: the login page, with a login token in the hash or an error in the query. */
  loginPage: '/my/login',
} as const;

/** What GET /my/auth/methods answers: whether the development sign-in stands in for a button (docs/auth.md). */
export interface SignInMethods {
  developmentSignIn: boolean;
}

/** Failure codes the login page shows a message for (`/my/login?error=<code>`). */
export const SIGN_IN_ERRORS = ['failed', 'cancelled', 'registrationClosed', 'expired'] as const;
export type SignInError = (typeof SIGN_IN_ERRORS)[number];

/** Apple's JavaScript for its popup (Sign in with Apple JS), loaded only when Apple is configured. */
export const APPLE_JS = {
  sdkUrl: 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js',
  /** The origins its script and its popup come from, allowed by the Content-Security-Policy then. */
  scriptOrigin: 'https://appleid.cdn-apple.com',
  /** The popup's window: a size Apple's page fits. */
  popupFeatures: 'popup,width=520,height=680',
} as const;

/** How the app opens Apple's popup: with Apple's JS (real Apple), or itself (the development provider). */
export type ApplePopupStart =
  | { mode: 'apple-js'; clientId: string; scope: string; redirectURI: string; state: string; nonce: string; sdkUrl: string }
  | { mode: 'web-message'; url: string; origin: string };

/** Where the page goes after the popup: the login page with a login token in the hash, or an error. */
export interface PopupFinishAnswer {
  location: string;
}
