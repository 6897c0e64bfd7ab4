/**
 * The API contract: every endpoint the server answers and the app calls, written
 * once. The client signs a call exactly when its entry says `signed`; the
 * service worker keeps exactly the entries with an `offline` reason; the server
 * registers each route with the entry's `signed` and `cacheTtlSeconds`, and a
 * server test fails when a route and its entry disagree
 * (server/src/routes/contract.test.ts). Pure data: the server and the worker
 * import this file.
 *
 * - `path`: as the spec writes it, no leading slash, `{name}` placeholders.
 * - `signed`: the server requires a signature (X-Time, X-Nonce, X-Auth). A
 *   public endpoint is never signed, signed-in or not, so its answer is the
 *   same for everyone and stays cacheable.
 * - `cacheTtlSeconds`: how long an answer is fresh, on the server (response
 *   cache) and in the browser (the worker's store). Only on public GETs.
 * - `offline`: why the worker keeps the answer for offline reading; an entry
 *   without it is never stored in the browser.
 * - `organizationScoped: false`: a user-level call that carries no
 *   X-Organization-Id (profile, logout).
 * - `websocket: true`: a live stream; the client opens it with `openStream`
 *   (src/lib/live/), never with `api.call`.
 */
import { CACHE_TTL_SECONDS, LAST_PRICE_MAX_AGE_MS, STATUS_SUMMARY_TTL_SECONDS } from './limits.js';

export type ApiMethod = 'GET' | 'POST' | 'DELETE';

export interface ApiEndpoint {
  readonly method: ApiMethod;
  readonly path: string;
  readonly signed: boolean;
  readonly cacheTtlSeconds?: number;
  readonly offline?: string;
  readonly organizationScoped?: false;
  /** A websocket: the GET upgrades, and the messages are in src/config/live-streams.ts. */
  readonly websocket?: true;
  /**
   * Query parameters left out of the worker's cache key: a moving time window
   * would make every URL new, so nothing could be read offline. The last
   * answer for the other parameters (market, resolution) is served instead.
   */
  readonly cacheKeyIgnores?: readonly string[];
  /** The call that ends the session: the only signed call sent once a logout began. */
  readonly endsSession?: true;
  /**
   * A public form (docs/forms.md): its body is the form's schema in
   * src/config/forms/, under the entry's name; the server's form routes and
   * the client's outbox take every entry so marked.
   */
  readonly form?: true;
}

/** An entry of the table, with its name (the key its shapes are found under in src/config/api/). */
export type ApiEntry<N extends string = string> = ApiEndpoint & { readonly name: N };

/** Gives every entry its own key as `name`, so a call's types follow from the entry alone. */
function named<T extends Record<string, ApiEndpoint>>(table: T): { readonly [K in keyof T & string]: T[K] & { readonly name: K } } {
  return Object.fromEntries(Object.entries(table).map(([name, entry]) => [name, { ...entry, name }])) as {
    readonly [K in keyof T & string]: T[K] & { readonly name: K };
  };
}

const standard = CACHE_TTL_SECONDS.standard;
const globalStats = CACHE_TTL_SECONDS.globalStats;
/** Content changes only when the server loads `content/`; the spec gives it no TTL. */
const content = CACHE_TTL_SECONDS.standard;

const publicGet = (path: string, cacheTtlSeconds?: number, offline?: string): ApiEndpoint => ({
  method: 'GET',
  path,
  signed: false,
  ...(cacheTtlSeconds === undefined ? {} : { cacheTtlSeconds }),
  ...(offline === undefined ? {} : { offline }),
});

export const API = named({
  // -- api/v2: time, flags, enums --
  time: publicGet('api/v2/time'),
  systemFlags: publicGet('api/v2/system/flags'),
  countries: publicGet('api/v2/enum/xchCountries', standard),

  // -- api/v2: error monitor tunnel and service status (docs/monitoring.md) --
  monitorConfig: publicGet('api/v2/monitor/config'),
  monitorEnvelope: { method: 'POST', path: 'api/v2/monitor/envelope', signed: false },
  serviceStatus: publicGet('api/v2/status'),
  /** The status page as JSON (issue 34): public, a few seconds fresh. */
  statusSummary: publicGet('api/v2/status/summary', STATUS_SUMMARY_TTL_SECONDS, 'the status page reads it offline, with its time'),

  /** The download centre's files as our server holds them: size and SHA-256, or unavailable (docs/architecture.md, "Downloads"). */
  downloadFiles: publicGet('api/v2/downloads', standard, 'the download pages read it offline'),

  // -- api/v2: this API described, generated from this table and its shapes (docs/api.md) --
  openApi: publicGet('api/v2/openapi.json', standard, 'the API reference (/software-developers/api) reads offline'),
  /** The API changelog (/software-developers/changelog): entries from content/api-changelog/, the deprecated operations from the document. */
  apiChangelog: publicGet('api/v2/changelog', content, 'the API changelog (/software-developers/changelog) reads offline'),
  asyncApi: publicGet('api/v2/asyncapi.json', standard, 'the websocket reference (/software-developers/websocket) reads offline'),

  // -- api/v2: session and the signed-in user --
  useLoginToken: { method: 'POST', path: 'api/v2/auth/useLoginToken/{loginToken}', signed: false },
  logout: { method: 'DELETE', path: 'api/v2/auth/logout', signed: true, organizationScoped: false, endsSession: true },
  profile: { method: 'GET', path: 'api/v2/profile', signed: true, organizationScoped: false },
  updateProfile: { method: 'POST', path: 'api/v2/profile', signed: true, organizationScoped: false },
  updateProfileMeta: { method: 'POST', path: 'api/v2/profile/meta', signed: true, organizationScoped: false },
  /** The user's picture (JSON: name and base64 content), shown on their personal organization. */
  updateProfilePicture: { method: 'POST', path: 'api/v2/profile/picture', signed: true, organizationScoped: false },
  /** A stored profile picture, by the id in profilePictureUrl: public, so an <img> can show it. */
  profilePictureFile: publicGet('api/v2/profile/picture/{pictureId}'),
  /** The acting organization's feature toggles (docs/api.md); the answer is all four. */
  setFeatureToggles: { method: 'POST', path: 'api/v2/organization/featureToggles', signed: true },
  // The acting organization's API keys (src/config/api-permissions.ts): a signed-in user's session only.
  apiKeys: { method: 'GET', path: 'api/v2/organization/apiKeys', signed: true },
  createApiKey: { method: 'POST', path: 'api/v2/organization/apiKeys', signed: true },
  revokeApiKey: { method: 'DELETE', path: 'api/v2/organization/apiKeys/{key}', signed: true },
  notifications: { method: 'GET', path: 'api/v2/notifications', signed: true },
  notificationsUnseen: { method: 'GET', path: 'api/v2/notifications/unseen', signed: true },
  notificationsMarkAllAsSeen: { method: 'GET', path: 'api/v2/notifications/markAllAsSeen', signed: true },
  notificationsRead: { method: 'POST', path: 'api/v2/notifications/read', signed: true },
  activity: { method: 'GET', path: 'api/v2/activity', signed: true },

  // -- main/api/v2: reference data --
  currencies: publicGet('main/api/v2/public/currencies', standard, 'spec: cached 300 s; every amount needs it'),
  exchangeRates: publicGet('main/api/v2/exchangeRate/list', standard, 'spec: cached 300 s; fiat values offline'),
  profcalcRates: publicGet('main/api/v2/exchangeRate/profcalcRates/{id}', standard, 'spec: cached 300 s; the calculator offline'),
  profcalcDevices: publicGet('main/api/v2/public/profcalc/devices', standard, 'spec: cached 300 s; the calculator offline'),
  algorithms: publicGet('main/api/v2/mining/algorithms', standard, 'spec: cached 300 s; algorithm pages offline'),
  markets: publicGet('main/api/v2/mining/markets', standard, 'the stratum generator offers the locations offline'),
  feeInfo: publicGet('main/api/v2/public/service/fee/info', standard, 'the pricing page reads it offline'),
  minConfirmations: publicGet('main/api/v2/public/wallet/minConfirmations', standard, 'the help articles on deposits read it offline'),
  banners: publicGet('main/api/v2/public/banners', globalStats),

  // -- main/api/v2: live mining numbers --
  globalStatsCurrent: publicGet('main/api/v2/public/stats/global/current', globalStats, 'spec: cached 60 s; live figures offline'),
  globalStats24h: publicGet('main/api/v2/public/stats/global/24h', globalStats, 'the calculator shows the 24 h average offline'),
  algoHistory: publicGet('main/api/v2/public/algo/history', globalStats, 'the calculator and marketplace charts offline'),
  algoHistoryForInterval: {
    ...publicGet('main/api/v2/public/algo/historyForInterval', globalStats, "the calculator's back-test offline"),
    // One kept answer per algorithm: a back-test asks for whole days, whose bounds move daily.
    cacheKeyIgnores: ['from', 'to'],
  },
  simpleMultiAlgo: publicGet('main/api/v2/public/simplemultialgo/info'),
  orderBook: publicGet('main/api/v2/hashpower/orderBook', LAST_PRICE_MAX_AGE_MS / 1000, 'the marketplace shows the last book offline'),
  minerRigs: publicGet('main/api/v2/mining/external/{btcAddress}/rigs2', globalStats, 'the mining-address page offline'),
  minerDay: publicGet('main/api/v2/mining/external/{btcAddress}/rigs/day', standard, '"Why did I earn less?" offline'),
  minerPayouts: publicGet('main/api/v2/mining/external/{btcAddress}/rigs/payouts', standard, 'the payout history offline'),
  accounts: { method: 'GET', path: 'main/api/v2/accounting/accounts2', signed: true },

  // -- main/api/v2: content --
  contentList: publicGet('main/api/v2/content/list2', content, 'guide, help and blog lists read offline'),
  contentSearch: publicGet('main/api/v2/content/search', content),
  contentArticle: publicGet('main/api/v2/content/article2', content, 'guides and help articles read offline'),

  // -- exchange/api/v2 --
  exchangeStatus: publicGet('exchange/api/v2/info/status', standard, 'spec: cached 300 s; markets offline'),
  exchangePrices: publicGet(
    'exchange/api/v2/info/prices',
    LAST_PRICE_MAX_AGE_MS / 1000,
    'spec: last prices refreshed when older than 5 s; offline the last one seen is shown',
  ),
  marketStats: publicGet('exchange/api/v2/info/marketStats', globalStats, 'the bitcoin ticker and the markets table offline'),
  candlesticks: {
    ...publicGet('exchange/api/v2/candlesticks', globalStats, 'the 24 h candle chart offline'),
    cacheKeyIgnores: ['from', 'to'],
  },
  candlesticksInfo: publicGet('exchange/api/v2/info/candlesticks'),
  trades: publicGet('exchange/api/v2/info/trades', LAST_PRICE_MAX_AGE_MS / 1000, 'the latest trades offline'),

  // -- live streams (websockets): the spec's "websocket URL template with a market placeholder" --
  exchangeStream: { method: 'GET', path: 'exchange/api/v2/ws/{market}', signed: false, websocket: true },
  hashpowerStream: { method: 'GET', path: 'main/api/v2/ws/hashpower/{algorithm}', signed: false, websocket: true },

  // -- public forms (docs/forms.md): unsigned, so visitors can send them; captcha-protected --
  formCaptcha: publicGet('api/v2/forms/captcha'),
  businessDevelopment: { method: 'POST', path: 'api/v2/support/businessDevelopment', signed: false, form: true },
  lawEnforcementRequest: { method: 'POST', path: 'riskmanagement/api/v2/lawEnforcementRequest', signed: false, form: true },
  subscribe: { method: 'POST', path: 'api/v2/subscription/subscribe', signed: false, form: true },
  /** Status updates by e-mail (issue 34): the same double opt-in; the same verify and unsubscribe endpoints. */
  statusSubscribe: { method: 'POST', path: 'api/v2/status/subscribe', signed: false, form: true },
  subscribeVerify: { method: 'POST', path: 'api/v2/subscription/verify', signed: false },
  unsubscribe: { method: 'POST', path: 'api/v2/subscription/unsubscribe', signed: false },
  miningAffiliate: { method: 'POST', path: 'api/v2/forms/miningAffiliate', signed: false, form: true },
  privateEndpointQuote: { method: 'POST', path: 'api/v2/forms/privateEndpointQuote', signed: false, form: true },
  privateEndpointApplication: { method: 'POST', path: 'api/v2/forms/privateEndpointApplication', signed: false, form: true },
  rateExperience: { method: 'POST', path: 'api/v2/forms/rateExperience', signed: false, form: true },
  platformUnsubscribe: { method: 'POST', path: 'api/v2/platform/unsubscribe/{orgId}/{userId}/{unsubscribeToken}', signed: false },

  // -- supportdesk --
  supportCategories: publicGet('supportdesk/api/v1/categories', standard, 'support screens load them'),
  /** Support cases of the acting organization (docs/api.md, "Support cases"; shapes in src/config/support-cases.ts). */
  supportCases: { method: 'GET', path: 'supportdesk/api/v1/cases', signed: true },
  createSupportCase: { method: 'POST', path: 'supportdesk/api/v1/cases', signed: true },
  supportCase: { method: 'GET', path: 'supportdesk/api/v1/cases/{caseId}', signed: true },
  replySupportCase: { method: 'POST', path: 'supportdesk/api/v1/cases/{caseId}/messages', signed: true },
  closeSupportCase: { method: 'POST', path: 'supportdesk/api/v1/cases/{caseId}/close', signed: true },
  reopenSupportCase: { method: 'POST', path: 'supportdesk/api/v1/cases/{caseId}/reopen', signed: true },
  supportAttachment: { method: 'GET', path: 'supportdesk/api/v1/cases/{caseId}/attachments/{attachmentId}', signed: true },
} as const satisfies Record<string, ApiEndpoint>);

export type ApiName = keyof typeof API;

/** Every entry, with its name. */
export const API_ENDPOINTS: ReadonlyArray<ApiEntry<ApiName>> = Object.values(API);

/** The route pattern of an entry in Fastify syntax: a leading slash, `:name` parameters. */
export function routePattern(endpoint: ApiEndpoint): string {
  return `/${endpoint.path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1')}`;
}

/** A matcher for a request path (leading slash, trailing slash tolerated) against an entry's template. */
export function pathMatcher(endpoint: ApiEndpoint): RegExp {
  const escaped = endpoint.path
    .split(/\{[A-Za-z0-9_]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^/${escaped}/?$`);
}

/** The entry a request path belongs to (GET unless said), or undefined. */
export function findEndpoint(pathname: string, method: ApiMethod = 'GET'): ApiEntry<ApiName> | undefined {
  return API_ENDPOINTS.find((e) => e.method === method && pathMatcher(e).test(pathname));
}

/** The public forms: the entries marked `form` (their bodies are in src/config/forms/). */
export type FormName = { [N in ApiName]: (typeof API)[N] extends { readonly form: true } ? N : never }[ApiName];
export const FORM_NAMES: readonly FormName[] = API_ENDPOINTS.filter((e): e is ApiEntry<FormName> => e.form === true).map((e) => e.name);
