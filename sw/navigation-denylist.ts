/**
 * Navigations the app shell must never answer: the API, the build's version
 * file, the account area under /my/ (its own app and auth redirects) and
 * downloads or other files. Those always go to the network.
 */
// The server's API mount points, written once (a plain module with no Node imports).
import { API_PREFIXES } from '../src/config/api-prefixes.js';

const OTHER_NETWORK_ONLY_PREFIXES = ['/my/', '/downloads/'];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export const NAVIGATION_DENYLIST: RegExp[] = [
  ...[...API_PREFIXES, ...OTHER_NETWORK_ONLY_PREFIXES].map((prefix) => new RegExp(`^${escapeRegExp(prefix)}`)),
  // Workbox matches pathname + search, hence the optional query.
  /^\/version\.json(\?.*)?$/,
  // A navigation to a file (a download, a PDF, robots.txt) wants the file, not the app.
  /\/[^/?]+\.[a-z0-9]{1,8}(\?.*)?$/i,
];
