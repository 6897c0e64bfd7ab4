/**
 * Which calls are signed (spec section 6). A call is signed when credentials
 * exist and its path is not public: paths containing /public/ or
 * main/api/v2/mining/external/ never are, except the solo-team public
 * hashpower path, which is. Calls the spec marks unsigned (register, login,
 * the login token exchange, algorithms, exchange status, law enforcement
 * requests, the time and flags calls) never are either.
 */

/** The one public path that is signed: a solo team's hash power is shown to its members. */
export const SOLO_TEAM_HASHPOWER_PATH = 'main/api/v2/public/solo/team/hashpower';

export const NEVER_SIGNED_MARKERS = ['/public/', 'main/api/v2/mining/external/'] as const;

/** Path templates (as written in call definitions) that are unsigned whoever calls them. */
export const UNSIGNED_CALLS: readonly string[] = [
  'api/v2/time',
  'api/v2/system/flags',
  'api/v2/auth/register',
  'api/v2/auth/login',
  'api/v2/auth/useLoginToken/{loginToken}',
  'main/api/v2/mining/algorithms',
  'exchange/api/v2/info/status',
  'exchange/api/v2/info/prices',
  'exchange/api/v2/info/marketStats',
  'exchange/api/v2/info/trades',
  'exchange/api/v2/candlesticks',
  'riskmanagement/api/v2/lawEnforcementRequest',
];

function normalise(path: string): string {
  return path.replace(/^\/+/, '').replace(/\/+$/, '');
}

/** True when a call to this path template may carry a signature. */
export function isSignablePath(template: string): boolean {
  const path = normalise(template);
  if (path === SOLO_TEAM_HASHPOWER_PATH) return true;
  if (UNSIGNED_CALLS.includes(path)) return false;
  const withSlashes = `/${path}/`;
  return !NEVER_SIGNED_MARKERS.some((marker) => withSlashes.includes(marker));
}
