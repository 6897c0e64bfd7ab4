/**
 * The redirects of spec section 2, each a pure function of the URL. The app
 * applies the first that answers before any route renders, at load and on
 * every navigation (src/app/route-rules/use-redirect.ts); a target under /my
 * leaves this app (a full navigation), since the account area is its own app.
 * The paths they start from are REDIRECT_SOURCES in src/config/paths.ts, so
 * the server knows them too.
 */
import { REDIRECT_SOURCES, buildPath, isAccountPath } from '../config/paths';
import { MAIN_HOSTS } from './redirects-config';

export interface RedirectUrl {
  pathname: string;
  /** With or without the leading "?"; may be empty. */
  search: string;
  hash: string;
  /** `location.hostname`: no port. */
  hostname: string;
}

export interface RedirectOptions {
  mainHosts: readonly string[];
}

export interface Redirect {
  to: string;
  /** The target is in the account area: leave this app with a full navigation. */
  leave: boolean;
}

type Rule = (url: RedirectUrl, options: RedirectOptions) => string | undefined;

function query(url: RedirectUrl): URLSearchParams {
  return new URLSearchParams(url.search);
}

/** "?a=b" or "", for keeping the query string. */
function searchOf(url: RedirectUrl): string {
  const search = url.search.replace(/^\?/, '');
  return search ? `?${search}` : '';
}

/** The server decodes a path before it looks for the double slash (static-files.ts): so does the app. */
function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

export const doubleSlashToHome: Rule = (url) => (REDIRECT_SOURCES.doubleSlash.test(decodedPath(url.pathname)) ? buildPath('home') : undefined);

export const amsterdamHashingToPost: Rule = (url) =>
  REDIRECT_SOURCES.amsterdamHashing.test(url.pathname) ? buildPath('blogPost', { id: 'amsterdam-hashing' }) : undefined;

export const retiredPagesToHome: Rule = (url) => (REDIRECT_SOURCES.toHome.test(url.pathname) ? buildPath('home') : undefined);

export const soloMiningToEasymining: Rule = (url) =>
  REDIRECT_SOURCES.soloMining.test(url.pathname) ? `${buildPath('easymining')}${searchOf(url)}` : undefined;

export const earnMoreToPayrate: Rule = (url) => (REDIRECT_SOURCES.earnMore.test(url.pathname) ? `${buildPath('payrate')}${searchOf(url)}` : undefined);

/** Only for a valid bitcoin address; any other /miner/x is not found. */
export const minerAddressToAccount: Rule = (url) => {
  const address = REDIRECT_SOURCES.minerAddress.exec(url.pathname)?.[1];
  return address ? `/my/miner/${address}` : undefined;
};

export const miningStatsToAccount: Rule = (url) => (REDIRECT_SOURCES.miningStats.test(url.pathname) ? '/my/mining/stats' : undefined);

export const notificationSettingsToOrganization: Rule = (url) => {
  if (!/^\/my\/settings\/notification\/?$/.test(url.pathname)) return undefined;
  const organizationId = query(url).get('organizationId');
  return organizationId ? `/my/organization/${encodeURIComponent(organizationId)}/notification` : undefined;
};

export const walletTransactionToWallet: Rule = (url) => {
  if (!/^\/my\/wallets\/?$/.test(url.pathname)) return undefined;
  const transactionId = query(url).get('transactionId');
  return transactionId ? `/my/wallets/${encodeURIComponent(transactionId)}` : undefined;
};

/** The conference coupon link, on the main host only; elsewhere /miami2023 is not found. */
export const miamiCouponToEasymining: Rule = (url, { mainHosts }) => {
  if (!REDIRECT_SOURCES.miami2023.test(url.pathname)) return undefined;
  if (!mainHosts.includes(url.hostname.toLowerCase())) return undefined;
  const coupon = query(url).get('coupon') ?? '';
  return `/my/easymining/coupon#${encodeURIComponent(coupon)}&prague2023`;
};

/** In order: the double slash first, since such a path could look like any other. */
export const REDIRECT_RULES: readonly Rule[] = [
  doubleSlashToHome,
  amsterdamHashingToPost,
  retiredPagesToHome,
  soloMiningToEasymining,
  earnMoreToPayrate,
  minerAddressToAccount,
  miningStatsToAccount,
  notificationSettingsToOrganization,
  walletTransactionToWallet,
  miamiCouponToEasymining,
];

export function resolveRedirect(url: RedirectUrl, options: RedirectOptions = { mainHosts: MAIN_HOSTS }): Redirect | undefined {
  for (const rule of REDIRECT_RULES) {
    const to = rule(url, options);
    if (to !== undefined) return { to, leave: isAccountPath(to.split(/[?#]/, 1)[0] ?? '') };
  }
  return undefined;
}
