/**
 * Every business constant of the specification (section 9 and the rules that
 * name a number), with the specification's value. Logic imports these; a test
 * pins each value so a change is a deliberate one.
 */
import { DAY_MS, MINUTE_MS, SECOND_MS } from './time.js';

/** Time-to-live of cached public responses, in seconds. */
export const CACHE_TTL_SECONDS = {
  /** Currencies, exchange rates, profcalc rates, exchange status, algorithms, devices. */
  standard: 300,
  /** Global mining stats. */
  globalStats: 60,
} as const;

export const LAST_PRICE_MAX_AGE_MS = 5 * SECOND_MS;
/**
 * How often a page showing live market figures refreshes them: the global
 * stats' TTL, since a faster pace would only be answered from the cache.
 */
export const LIVE_DATA_REFRESH_MS = CACHE_TTL_SECONDS.globalStats * SECOND_MS;
export const BANNER_REFETCH_MS = 10 * MINUTE_MS;
export const BANNER_CLOSED_REMEMBER_MS = 14 * DAY_MS;
export const COOKIE_ACCEPTANCE_DAYS = 365;
export const DEFAULT_COOKIE_DAYS = 7;
export const MARKETING_COOKIE_DAYS = 7;
export const MARKETING_REFBY_COOKIE_DAYS = 90;
export const MARKETING_VALUE_MAX_LENGTH = 128;
/** Visiting / twice does not set the dashboard flag if the last visit was in the account area this recently. */
export const ACCOUNT_VISIT_GRACE_MS = 10 * SECOND_MS;
export const NONCE_LENGTH = 32;
export const MAINTENANCE_FLAG_TIMEOUT_MS = 10 * SECOND_MS;
export const FORCED_LOGOUT_MAX_REQUEST_MS = 10 * SECOND_MS;
export const TIME_RESYNC_DEBOUNCE_MS = 3 * SECOND_MS;
export const TIME_OFFSET_TRUSTED_UNDER_MS = 60 * SECOND_MS;
export const IDLE_AFTER_MS = 10 * MINUTE_MS;
export const SCROLL_TOP_BUTTON_AFTER_PX = 800;
export const NOTIFICATION_TIMEOUT_MS = 5 * SECOND_MS;
export const COPY_TOOLTIP_MS = 2 * SECOND_MS;
export const AUTOCOMPLETE_DEBOUNCE_MS = 250;
export const PAGINATION_PAGES_AROUND = 2;
export const MAX_PRECISION = 8;
/** Candlestick window: 24 hours at resolution 1 (minute). */
export const CANDLESTICK_WINDOW = { hours: 24, resolution: 1 } as const;
/** The calculator's back-test horizons: the last 30, 90 and 365 whole UTC days (issue 32; the server keeps 365). */
export const BACKTEST_DAYS = [30, 90, 365] as const;
/**
 * The calculator's fees-and-horizons section (issue 32): the paying-price
 * averages it sets beside spot (hours back from the current hour), the months
 * of its scenario, and the scenario's assumptions per month in percent: their
 * defaults (the network's difficulty has mostly grown a few percent a month;
 * no view on the BTC price) and the bounds an input accepts.
 */
export const ECONOMICS = {
  averageHours: [24, 7 * 24, 30 * 24],
  scenarioMonths: 12,
  difficultyChangePct: { default: 2, min: -50, max: 100 },
  btcPriceChangePct: { default: 0, min: -50, max: 100 },
} as const;
/** The calculator's rig: at most this many device rows, in the path and the query (issue 32; our choice). */
export const MAX_RIG_DEVICES = 8;
export const GUIDES_PAGE_SIZE = 10;
export const HELP_ARTICLES_PAGE_SIZE = 300;
export const ACTIVITY_PAGE_SIZE = 100;
/** The bell's list: notifications per page (our choice; the spec gives none). */
export const USER_NOTIFICATIONS_PAGE_SIZE = 10;
/** How often the bell asks for the unseen count while the tab is visible (our choice). */
export const UNSEEN_NOTIFICATIONS_POLL_MS = 60 * SECOND_MS;
/** How often the header's balance is asked for again while the tab is visible (our choice). */
export const BALANCE_POLL_MS = 60 * SECOND_MS;
/** Entries of the activity page (asked with spec 7's defaults) the user menu lists under "Recent activity" (our choice). */
export const RECENT_ACTIVITY_SHOWN = 5;
export const TOOLTIP = { showDelayMs: 200, menuHideDelayMs: 400, distance: 5 } as const;
export const SUPPORTED_LOCALES = ['en', 'ru', 'zh', 'de', 'pt', 'es', 'fr', 'ja'] as const;
/** A Slovenian catalogue also exists; it is served like the others. */
export const EXTRA_LOCALES = ['sl'] as const;
/** A language of the app's catalogues: what the API takes as `lang` (content) and `language` (profile). */
export type LocaleCode = (typeof SUPPORTED_LOCALES)[number] | (typeof EXTRA_LOCALES)[number];
const LOCALE_CODES: ReadonlySet<string> = new Set([...SUPPORTED_LOCALES, ...EXTRA_LOCALES]);
export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && LOCALE_CODES.has(value);
}
export const DEFAULT_LOCALE = 'en';
export const CURRENCIES = ['USD', 'EUR'] as const;
export const STRATUM_LOCATIONS = [
  { label: 'Europe-West', value: 'eu-west', key: 'EU', market: 'EU' },
  { label: 'USA-West', value: 'usa-west', key: 'USA', market: 'USA' },
] as const;
export const STRATUM_PORT = 9200;
/** Stratum over TLS (api-facts: the real platform answers `stratum+ssl://...:443`). */
export const STRATUM_SSL_PORT = 443;
/** Miner user `<address>.<worker>` and password `x` (api-facts). */
export const STRATUM_PASSWORD = 'x';
/**
 * Our own bounds on the stratum doctor (issue 33; the spec gives none): the
 * largest paste or file it reads (of a larger one, the newest part), the
 * longest line it matches (a binary file's "lines" can be megabytes long), the
 * time one slice of parsing may take before the page gets the main thread
 * back, and when stale shares, share times, control characters and letters
 * of other scripts are worth a finding or a note (docs/stratum-doctor.md).
 */
export const STRATUM_DOCTOR_LIMITS = {
  maxInputBytes: 5 * 1024 * 1024,
  maxLineChars: 2000,
  sliceMs: 8,
  staleMinCount: 3,
  staleMinRatio: 0.02,
  farLatencyMs: 150,
  binaryMinRatio: 0.1,
  foreignMinRatio: 0.4,
  linesShown: 3,
} as const;
/**
 * The local device-detection helper the spec's calculator names (a tray app
 * answering JSON on this origin) and how long a page waits for it.
 */
export const DEVICE_DETECTION_HELPER = { origin: 'http://127.0.0.1:18000', timeoutMs: 1500 } as const;
export const BLOCK_EXPLORER_COINS = ['DOGE', 'BCH', 'BTC', 'ZEC', 'LTC', 'RVN'] as const;
export const FEE_DISPLAY_MULTIPLIER = 100;
export const CURRENCY_PAIR_ORDER_FIRST = ['EUR', 'USD', 'CNY', 'GBP', 'RUB'] as const;
export const PLATFORM_STATUS_FLAG = 1;
export const ERROR_MONITOR_LIMITS = {
  eventsKept: 30,
  maxReportsPerSecond: 10,
  consoleMaxChars: 80_000,
  urlMaxChars: 2000,
  navigationPathMaxChars: 250,
  elementTextMaxChars: 500,
  attributeValueMaxChars: 100,
  attributesPerElement: 10,
} as const;
/**
 * Our own bounds around the error monitor (not in the spec): what the server
 * keeps with no SENTRY_DSN, how many envelopes one address may send, how big
 * one may be, and when the browser loads the SDK after the first paint.
 */
export const ERROR_STORE_LIMITS = {
  reportsKept: 500,
  tunnelRequestsPerMinute: 60,
  envelopeMaxBytes: 512 * 1024,
  sdkLoadDelayMs: 3000,
} as const;
/** Service status: the disk holding the data directory counts as down below this much free space. */
export const DISK_FREE_MIN_BYTES = 200 * 1024 * 1024;
/** The status page (issue 34): days of uptime bars per component, and how often each server checks itself. */
export const STATUS_UPTIME_DAYS = 90;
export const STATUS_SELF_CHECK_INTERVAL_MS = MINUTE_MS;
/** How long the status summary (api/v2/status/summary) is fresh: a few seconds, so a new incident shows within 5 s. */
export const STATUS_SUMMARY_TTL_SECONDS = 3;
/**
 * How often the open status page asks for the summary again: a reader
 * watching an incident sees its updates within half a minute, and a tab left
 * open costs the server two cached answers a minute (the polling rests while
 * the reader is away). A newly opened page is never older than the summary's
 * few seconds.
 */
export const STATUS_PAGE_POLL_MS = 30 * SECOND_MS;
/**
 * How often a page with an incident banner asks the summary again while it is
 * watched: with the summary's 3 s, an incident opened meanwhile is on screen
 * within 5 s.
 */
export const INCIDENT_BANNER_POLL_MS = 2 * SECOND_MS;
export const UPLOAD_EXTENSIONS = ['txt', 'log', 'csv', 'jpg', 'jpeg', 'png', 'gif', 'pdf'] as const;
/**
 * Our own bounds on attachments (the spec gives none): the largest file and the
 * most files on one submission. Checked in the browser and again on the server.
 */
export const UPLOAD_LIMITS = { maxFileBytes: 5 * 1024 * 1024, maxFiles: 5 } as const;
/**
 * Our own bounds on a profile picture (the spec names the call, not a size):
 * the image kinds of UPLOAD_EXTENSIONS only, checked by content, and at most
 * this large (a 512 px photo is well under it). Checked in the browser and again
 * on the server.
 */
export const PROFILE_PICTURE_LIMITS = { maxBytes: 2 * 1024 * 1024, extensions: ['png', 'jpg', 'jpeg', 'gif'] } as const;
/**
 * How the server writes every accepted profile picture afresh (docs/auth.md):
 * scaled down to at most maxEdgePixels on its longer side (it shows small),
 * JPEGs at jpegQuality; and a file whose pixels (width × height) exceed
 * maxInputPixels is refused before it is decoded, whatever its size in bytes
 * (a decompression bomb). 25 million takes a 24-megapixel camera's photo.
 */
export const PROFILE_PICTURE_IMAGE = { maxEdgePixels: 512, maxInputPixels: 25_000_000, jpegQuality: 85 } as const;

/** Request signing (api-facts): a request time further than this from server time is refused. */
export const SIGNED_TIME_WINDOW_MS = 5 * MINUTE_MS;
/** Request signing (api-facts): the longest nonce accepted. */
export const NONCE_MAX_LENGTH = 36;

/**
 * Our own bounds on form fields (the spec gives none, spec 5): the longest
 * one-line field, message, e-mail address and captcha payload. The browser
 * and the server check the same schemas (src/config/forms/).
 */
export const FORM_LIMITS = {
  lineMaxLength: 200,
  textMaxLength: 5000,
  emailMaxLength: 254,
  captchaMaxLength: 2000,
} as const;

/**
 * API keys a user makes in settings (docs/api-signing.md, "API keys and
 * permissions"): the longest name, the most allowlist entries (addresses or
 * CIDR ranges) and the longest entry, and how many last characters of the
 * secret the list shows once it has been given.
 */
export const API_KEY_LIMITS = { nameMaxLength: 60, allowlistMaxEntries: 20, allowlistEntryMaxLength: 49, secretEndChars: 4 } as const;
/** The websocket reference's "try it" keeps this many messages, newest first (our choice: a screen or two). */
export const WS_TRY_IT_MAX_MESSAGES = 50;
