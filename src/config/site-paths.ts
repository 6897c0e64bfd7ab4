/**
 * Paths outside the route table that the shell and the server name: the
 * separate account app under /my and the build's version file. Re-exported by
 * paths.ts, where the routes live.
 */

/** The account area lives elsewhere (a separate app under /my); the shell links to it. */
export const ACCOUNT_PATHS = {
  login: '/my/login',
  register: '/my/register',
  dashboard: '/my/dashboard',
  settings: '/my/settings',
} as const;

/** Served beside the app: the running build's version (never cached, so it tells a tab about a newer build). */
export const VERSION_FILE_URL = '/version.json';

/** True for /my and every path under it: the separate account app's area. */
export function isAccountPath(pathname: string): boolean {
  return pathname === '/my' || pathname.startsWith('/my/');
}
