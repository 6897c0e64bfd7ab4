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
  /** The development provider is mounted here (its issuer is PUBLIC_URL + this). */
  devIssuerPath: '/my/auth/dev',
  /** Where the browser lands: the login page, with a login token in the hash or an error in the query. */
  loginPage: '/my/login',
} as const;

/** Failure codes the login page shows a message for (`/my/login?error=<code>`). */
export const SIGN_IN_ERRORS = ['failed', 'cancelled', 'registrationClosed', 'expired'] as const;
export type SignInError = (typeof SIGN_IN_ERRORS)[number];
