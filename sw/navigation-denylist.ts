/**
 * Navigations the app shell must never answer: the API, the build's version
 * file, the account area under /my (its own app and auth redirects), downloads
 * and other files (the status page's feed and calendar events among them), and
 * the worker's own script. Those always go to the network.
 */
// The server's API mount points, written once (a plain module with no Node imports).
import { API_PREFIXES } from '../src/config/api-prefixes.js';
import { STATUS_PAGE_PATH } from '../src/config/monitor.js';

/** Downloads are files the server sends. */
const OTHER_NETWORK_ONLY_PREFIXES = ['/downloads/', '/download/'];
/**
 * The account area: /my and everything under it (its own app, login, register
 * and token redirects, answered by the server), except the one public page of
 * this app there, a mining address's (/my/miner/{address}), which the shell
 * draws and keeps for offline reading.
 */
const ACCOUNT_AREA = /^\/my(?:[?#]|$|\/(?!miner\/[^/?#]+\/?(?:[?#]|$)))/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** "/api/" also catches "/api", "/api?x" and "/api#": the prefix without its slash, then a boundary. */
function prefixPattern(prefix: string): RegExp {
  return new RegExp(`^${escapeRegExp(prefix.replace(/\/$/, ''))}(?:[/?#]|$)`);
}

export const NAVIGATION_DENYLIST: RegExp[] = [
  ...[...API_PREFIXES, ...OTHER_NETWORK_ONLY_PREFIXES].map(prefixPattern),
  ACCOUNT_AREA,
  // Workbox matches pathname + search, hence the optional query.
  /^\/version\.json(\?.*)?$/,
  // Under the status page: its feed, calendar events and monitor script. The page itself is the app's (read offline).
  new RegExp(`^${escapeRegExp(STATUS_PAGE_PATH)}/`),
  // A navigation to a file (a download, a PDF, robots.txt, sw.js) wants the file, not the app.
  /\/[^/?]+\.[a-z0-9]{1,12}(\?.*)?$/i,
];
