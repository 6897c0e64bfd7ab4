/**
 * Every route of the web app (spec section 2), written once. The app's router
 * matches `pattern` (wouter syntax: `:name`, `:name?` optional); links use
 * `buildPath`; the server answers 404 for a path no route accepts, using the
 * same table and the same allowed parameter values. Pure data: the server
 * imports this file too.
 */
import { BRAND } from './brand.js';
import { SUPPORT_CATEGORIES_ALL, SUPPORT_CATEGORIES_VISIBLE, BLOG_SUB_CATEGORIES, BLOG_TAGS, LEGAL_PAGES } from './taxonomies.js';
import { isRedirectSource } from './redirect-sources.js';
import { API_ENDPOINTS } from './api-contract.js';
import { CALCULATOR_QUERY_KEYS } from './calculator-query.js';
import type { RouteDef } from './route-def.js';

export * from './taxonomies.js';
export * from './redirect-sources.js';
export * from './site-paths.js';
export * from './route-def.js';

const b = BRAND.slug;

const ROUTE_TABLE = [
  { name: 'home', pattern: '/', kind: 'home' },
  { name: 'about', pattern: '/about', kind: 'marketing' },
  { name: 'jobs', pattern: '/jobs/:id?', kind: 'content', samples: [{}, { id: 'senior-backend-engineer' }] },
  { name: 'calculatorAutodetect', pattern: '/profitability-calculator/autodetect', kind: 'tool' },
  {
    name: 'calculator',
    /** A rig's devices, in order: the first two by name (the links of before the rig), the rest (`*`) after them. */
    pattern: '/profitability-calculator/:device?/:device2?/*?',
    kind: 'tool',
    renderedQuery: CALCULATOR_QUERY_KEYS,
    samples: [
      {},
      { device: 'nvidia-rtx-4090' },
      { device: 'nvidia-rtx-4090', device2: 'amd-rx-7900-xtx' },
      { device: 'nvidia-rtx-4090', device2: 'amd-rx-7900-xtx', '*': 'antminer-s21' },
    ],
  },
  { name: 'miningHardware', pattern: '/mining-hardware', kind: 'marketing' },
  { name: 'algorithms', pattern: '/algorithm', kind: 'content' },
  { name: 'algorithm', pattern: '/algorithm/:name', kind: 'content', samples: [{ name: 'sha256' }] },
  { name: 'pricing', pattern: '/pricing', kind: 'marketing' },
  { name: 'compatiblePools', pattern: '/compatible-pools', kind: 'content' },
  { name: 'poolOperators', pattern: '/pool-operators', kind: 'marketing' },
  { name: 'bugBounty', pattern: '/bug-bounty-program', kind: 'content' },
  { name: 'businessDevelopment', pattern: '/business-development', kind: 'form' },
  {
    name: 'privateEndpoint',
    pattern: '/private-endpoint-solution/:show?',
    kind: 'marketing',
    params: { show: ['quote', 'application'] },
    samples: [{}, { show: 'quote' }, { show: 'application' }],
  },
  { name: 'security', pattern: '/security', kind: 'content' },
  { name: 'status', pattern: '/status', kind: 'content' },
  { name: 'mining', pattern: '/mining', kind: 'marketing' },
  { name: 'cpuGpuMining', pattern: '/cpu-gpu-mining', kind: 'marketing' },
  { name: 'asicMining', pattern: '/asic-mining', kind: 'marketing' },
  { name: 'dockerMiner', pattern: '/docker-miner', kind: 'product' },
  { name: 'payrate', pattern: `/${b}-payrate`, kind: 'product' },
  { name: 'nhosMining', pattern: '/nhos-mining', kind: 'product' },
  { name: 'miner', pattern: `/${b}-miner`, kind: 'product' },
  { name: 'media', pattern: `/${b}-media`, kind: 'content' },
  { name: 'marketplace', pattern: '/marketplace', kind: 'marketing' },
  { name: 'rateExperience', pattern: '/rate-experience', kind: 'form' },
  { name: 'countdown', pattern: '/countdown/:id?', kind: 'content', samples: [{}, { id: 'halving' }] },
  { name: 'downloadCenter', pattern: '/download-center', kind: 'download' },
  { name: 'widgets', pattern: '/widgets', kind: 'download' },
  { name: 'mobileApps', pattern: '/mobile-apps', kind: 'download' },
  { name: 'guide', pattern: '/guide/:url', kind: 'content', samples: [{ url: 'first-hash-power-order' }] },
  { name: 'lightningNode', pattern: `/${b}-lightning-network-node`, kind: 'product' },
  {
    name: 'miningAffiliate',
    pattern: '/mining-affiliate/:show?',
    kind: 'marketing',
    params: { show: ['apply', 'thankyou'] },
    samples: [{}, { show: 'apply' }, { show: 'thankyou' }],
  },
  { name: 'lawEnforcementRequest', pattern: '/law-enforcement-request', kind: 'form' },
  { name: 'verifySubscribe', pattern: '/verify-subscribe', kind: 'form' },
  { name: 'unsubscribe', pattern: '/unsubscribe', kind: 'form' },
  { name: 'easymining', pattern: '/easymining', kind: 'product' },
  { name: 'partners', pattern: '/partners', kind: 'marketing' },
  { name: 'firmware', pattern: '/firmware', kind: 'download' },
  { name: 'softwareDevelopers', pattern: '/software-developers', kind: 'developer' },
  // The API reference (docs/developer-portal.md): its search box is a GET form the server renders for.
  { name: 'apiReference', pattern: '/software-developers/api', kind: 'developer', renderedQuery: ['q'] },
  {
    name: 'apiOperation',
    pattern: '/software-developers/api/:operation',
    kind: 'developer',
    params: { operation: API_ENDPOINTS.map((e) => e.name) },
    samples: [{ operation: 'orderBook' }, { operation: 'accounts' }, { operation: 'createSupportCase' }],
  },
  { name: 'signingDoctor', pattern: '/software-developers/signing', kind: 'developer' },
  // The websocket reference and the API changelog (docs/developer-portal.md).
  { name: 'apiWebsocket', pattern: '/software-developers/websocket', kind: 'developer' },
  { name: 'apiChangelog', pattern: '/software-developers/changelog', kind: 'developer' },
  { name: 'stratumGenerator', pattern: '/stratum-generator', kind: 'tool' },
  { name: 'stratumDoctor', pattern: '/stratum-generator/doctor', kind: 'tool' },
  { name: 'blog', pattern: '/blog', kind: 'blog' },
  { name: 'BlogTag', pattern: '/blog/tag/:tag', kind: 'blog', params: { tag: BLOG_TAGS }, samples: [{ tag: 'news' }] },
  {
    name: 'BlogCategory',
    pattern: '/blog/category/:subCategory',
    kind: 'blog',
    params: { subCategory: BLOG_SUB_CATEGORIES },
    samples: [{ subCategory: 'security' }],
  },
  { name: 'blogPost', pattern: '/blog/post/:id', kind: 'blog', samples: [{ id: 'amsterdam-hashing' }] },
  { name: 'styleGuide', pattern: '/style-guide', kind: 'developer' },
  {
    name: 'unsubscribePlatform',
    pattern: '/unsubscribe-platform/:orgId/:userId/:unsubscribeToken',
    kind: 'form',
    samples: [{ orgId: 'da41b3bc-3d0b-4226-b7ea-aee73f94a518', userId: '4ebd366d-76f4-4400-a3b6-e51515d054d6', unsubscribeToken: 'sample-token' }],
  },
  { name: 'links', pattern: '/links', kind: 'marketing' },
  { name: 'petition', pattern: '/petition-against-microsoft', kind: 'content' },
  {
    name: 'legalPrivacy',
    pattern: '/legal-privacy/:page?',
    kind: 'legal',
    params: { page: LEGAL_PAGES },
    samples: [{}, { page: 'privacy' }, { page: 'terms' }],
  },
  {
    name: 'page',
    pattern: '/page/:page',
    kind: 'legal',
    params: { page: LEGAL_PAGES },
    samples: LEGAL_PAGES.map((page) => ({ page })),
  },
  { name: 'support', pattern: '/support', kind: 'support' },
  { name: 'supportSearch', pattern: '/support/search', kind: 'support', renderedQuery: ['q'] },
  { name: 'supportMyCases', pattern: '/support/my-cases', kind: 'support', personal: true },
  { name: 'supportMyCasesNew', pattern: '/support/my-cases/new', kind: 'support', personal: true },
  { name: 'supportMyCase', pattern: '/support/my-cases/:id', kind: 'support', samples: [{ id: '1' }], personal: true },
  {
    name: 'supportCategory',
    pattern: '/support/:category',
    kind: 'support',
    params: { category: SUPPORT_CATEGORIES_ALL },
    samples: SUPPORT_CATEGORIES_VISIBLE.map((category) => ({ category })),
  },
  {
    name: 'supportArticle',
    pattern: '/support/:category/:sub/:id',
    kind: 'support',
    params: { category: SUPPORT_CATEGORIES_ALL },
    samples: [{ category: 'mining-help', sub: 'stratum', id: 'what-is-stratum' }],
  },
  /**
   * The account area is a separate app under /my. Every /my path is a known
   * page (never a 404); where this app is served for it (development, the
   * browser tests) it shows a short placeholder page.
   */
  /** A mining address's public page (issue 32): this app's, though under /my; /miner/{address} redirects here. */
  {
    name: 'minerAddress',
    pattern: '/my/miner/:address',
    kind: 'tool',
    samples: [{ address: '1HashvaeSteadyRigs1111111111111' }, { address: '1HashvaeDowntimeHours1111111111' }],
  },
  /** Sign-in and registration with Google or Apple (docs/auth.md); before the account area's catch-all. */
  { name: 'login', pattern: '/my/login', kind: 'account' },
  { name: 'register', pattern: '/my/register', kind: 'account' },
  /** The signed-in user's settings (issue 14): language, currency, picture, two-factor status, country. */
  { name: 'settings', pattern: '/my/settings', kind: 'account' },
  { name: 'account', pattern: '/my/*?', kind: 'account', samples: [{}, { '*': 'dashboard' }] },
] as const satisfies readonly RouteDef[];

/** The name of a route of the table: links and pages name routes by it, and a typo does not compile. */
export type RouteName = (typeof ROUTE_TABLE)[number]['name'];
/** A route of the table, its name typed. */
export type Route = RouteDef & { readonly name: RouteName };

/** The route table (spec section 2), in matching order. */
export const ROUTES: readonly Route[] = ROUTE_TABLE;

/**
 * Marketing pages drawn with the transparent white navigation bar over their
 * hero (spec section 2, "Route rules").
 */
export const TRANSPARENT_NAV_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'home',
  'about',
  'mining',
  'cpuGpuMining',
  'asicMining',
  'easymining',
  'payrate',
  'miner',
  'nhosMining',
  'marketplace',
  'lightningNode',
  'privateEndpoint',
  'miningAffiliate',
  'partners',
]);

export function routeByName(name: RouteName): Route {
  const route = ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`No route named ${name}`);
  return route;
}

/** The path of a route with its parameters filled in; optional ones may be left out. */
export function buildPath(name: RouteName, params: Readonly<Record<string, string>> = {}): string {
  const route = routeByName(name);
  const segments: string[] = [];
  for (const segment of route.pattern.split('/').filter(Boolean)) {
    // `*` (wouter's wildcard) is the rest of the path: its slashes stay.
    if (segment === '*' || segment === '*?') {
      const rest = params['*'];
      if (rest) segments.push(...rest.split('/').map(encodeURIComponent));
      else if (segment === '*') throw new Error(`Route ${name} needs parameter *`);
      continue;
    }
    const param = /^:([A-Za-z0-9_]+)(\?)?$/.exec(segment);
    if (!param) {
      segments.push(segment);
      continue;
    }
    const [, key = '', optional] = param;
    const value = params[key];
    if (value === undefined || value === '') {
      if (optional) continue;
      throw new Error(`Route ${name} needs parameter ${key}`);
    }
    segments.push(encodeURIComponent(value));
  }
  return `/${segments.join('/')}`;
}

function compile(pattern: string): { regex: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = pattern.replace(/\/(?::([A-Za-z0-9_]+)|\*)(\?)?/g, (_m, key: string | undefined, optional?: string) => {
    keys.push(key ?? '*');
    const value = key ? '[^/]+' : '.+?';
    return optional ? `(?:/(${value}))?` : `/(${value})`;
  });
  return { regex: new RegExp(`^${source}/?$`), keys };
}

const COMPILED = ROUTES.map((route) => ({ route, ...compile(route.pattern) }));

/** The route a path belongs to with its parameters, or undefined when none accepts it. */
export function matchRoute(pathname: string): { route: Route; params: Record<string, string> } | undefined {
  for (const { route, regex, keys } of COMPILED) {
    const m = regex.exec(pathname);
    if (!m) continue;
    const params: Record<string, string> = {};
    let decodeFailed = false;
    keys.forEach((key, i) => {
      const raw = m[i + 1];
      if (raw === undefined) return;
      try {
        params[key] = decodeURIComponent(raw);
      } catch {
        decodeFailed = true;
      }
    });
    if (decodeFailed) continue;
    const allowedOk = Object.entries(route.params ?? {}).every(([key, allowed]) => params[key] === undefined || allowed.includes(params[key]!));
    if (allowedOk) return { route, params };
  }
  return undefined;
}

/**
 * Whether the server answers a page path with 200 (the app) or 404 (the app,
 * rendering its not-found page): a route of the table, the account area
 * included, or a redirect source.
 */
export function isKnownPath(pathname: string): boolean {
  return matchRoute(pathname) !== undefined || isRedirectSource(pathname);
}
