/**
 * The bounds the server keeps on what one client can make it hold or wait
 * for, and how long it keeps or waits for things itself, in one place
 * (docs/api.md lists them). They are server policy, not product constants:
 * those live in src/config/limits.ts. lib/ imports only lib/ and
 * src/config/, so it takes its bounds as arguments from here; db/, the
 * bottom layer, keeps its own (connect and open timeouts, the free disk
 * floor, the change channel's reconnect).
 */
import type { CredentialCacheLimits } from './lib/credentials.js';
import type { ResponseCacheLimits } from './lib/response-cache-store.js';
import { DAY_MS, HOUR_MS, HOUR_S, MINUTE_MS, SECOND_MS } from '../../src/config/time.js';

export interface HttpLimits {
  /** Largest request body accepted; a larger one is answered 413. */
  bodyBytes: number;
  /** Longest request target (path and query); a longer one is answered 414. */
  urlLength: number;
  /** All request headers must arrive within this, else 408 and the connection is closed. */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this, else 408 and the connection is closed. */
  requestTimeoutMs: number;
  /** How often Node checks the two timeouts above: an answer comes at most this much later. */
  timeoutCheckIntervalMs: number;
  /** A connection on which nothing moves for this long is closed. */
  idleTimeoutMs: number;
  /** An idle keep-alive connection is kept this long after a response (above common proxies' 60 s). */
  keepAliveTimeoutMs: number;
}

export const HTTP_LIMITS: HttpLimits = {
  bodyBytes: 1024 * 1024,
  urlLength: 8 * 1024,
  headersTimeoutMs: 10 * SECOND_MS,
  requestTimeoutMs: 30 * SECOND_MS,
  timeoutCheckIntervalMs: 1 * SECOND_MS,
  idleTimeoutMs: 60 * SECOND_MS,
  keepAliveTimeoutMs: 72 * SECOND_MS,
};

export type { CredentialCacheLimits, ResponseCacheLimits };

export const RESPONSE_CACHE_LIMITS: ResponseCacheLimits = {
  maxEntries: 1000,
  maxBytes: 16 * 1024 * 1024,
  maxEntryBytes: 2 * 1024 * 1024,
  sweepIntervalMs: MINUTE_MS,
  // At most 4000 targets of at most 1 KiB: the aliases stay under 4 MiB.
  aliasesPerEntry: 4,
  aliasMaxTargetLength: 1024,
};

/**
 * Public forms (docs/forms.md), our own bounds: how long a captcha challenge
 * may be solved and how hard it is, how many submissions one client address
 * may send per form and over all forms in a window, how large a form body
 * without files may be, and how many submissions `forms list` prints.
 */
export interface FormServerLimits {
  captchaTtlMs: number;
  /** The proof of work: the secret number is drawn below this (about 0.1-0.5 s in a browser). */
  captchaMaxNumber: number;
  windowMs: number;
  perFormPerAddress: number;
  perAddress: number;
  /** A form without attachments; a form with files gets room for UPLOAD_LIMITS in base64. */
  bodyBytes: number;
  /** How long a platform unsubscribe link stays valid. */
  platformUnsubscribeTtlMs: number;
  listed: number;
}

export const FORM_SERVER_LIMITS: FormServerLimits = {
  captchaTtlMs: 10 * MINUTE_MS,
  captchaMaxNumber: 100_000,
  windowMs: 10 * MINUTE_MS,
  perFormPerAddress: 5,
  perAddress: 20,
  bodyBytes: 64 * 1024,
  platformUnsubscribeTtlMs: 30 * DAY_MS,
  listed: 50,
};
/**
 * Client keys one fixed-window counter holds (lib/rate-window.ts: the API's
 * rate limit, the forms, the error tunnel); past it the counts start again,
 * so a spread of addresses cannot grow memory without bound.
 */
export const RATE_WINDOW_MAX_KEYS = 50_000;

/** Bounds of the in-memory content search (content/content-index.ts). */
export const CONTENT_SEARCH_LIMITS = {
  /** Words of a query that count; the rest are ignored (as the old tsquery did). */
  maxWords: 8,
  /** Matches that can be paged to: a search answers its top ones and the exact count. */
  maxResults: 300,
  /** Searches whose top matches are kept (another page or size of one skips the search); at most maxResults articles each. */
  recentSearches: 256,
} as const;

/** Compression of API answers (@fastify/compress in the API scope; encoded copies in the response cache). */
export const COMPRESSION_LIMITS = {
  /** Smaller answers go as they are: a few hundred bytes gain nothing and cost a header. */
  thresholdBytes: 1024,
  /**
   * Brotli quality of API answers, compressed as they are sent or kept in the
   * response cache: a low one, as the server pays it on every search and the
   * bytes a higher one saves are few (docs/api.md "Compression").
   */
  brotliQuality: 2,
} as const;

/**
 * Content reloads (the loader and the index rebuild) run one at a time; a few
 * more may wait, past that an admin `content reload` is told to try later.
 * Content answers never wait for a reload: they read the index in memory.
 */
export const CONTENT_RELOAD_QUEUE = { concurrency: 1, maxQueued: 4 } as const;

/**
 * Pages rendered for their language (server/src/pages/): kept with their
 * compressed copies, oldest dropped first. 1000 pages of ~30-70 KB (their
 * stylesheets written in) with two copies stay under 100 MB; an unknown path
 * (404) is rendered, never kept.
 */
export const PAGE_RENDER_CACHE = { maxEntries: 1000 } as const;

/**
 * Brotli quality of a rendered page. A kept page is compressed once, off the
 * event loop, at the best quality (about 40 ms of a worker thread for the
 * home page: 12.2 -> 11.0 KB, which keeps a help article inside the ~14 KB a
 * new connection's first round trip carries); a page rendered for one answer
 * (not found, over the render budget) at a cheap one, on the spot.
 */
export const PAGE_COMPRESSION = { keptBrotliQuality: 11, onceBrotliQuality: 5 } as const;

/**
 * The app renders at most this many pages a second on the server (15-50 ms
 * each, on the event loop): a client walking through new paths (tokens in an
 * unsubscribe link, countdown ids) gets, past it, the page without the app's
 * markup (a cheap <noscript> body, not kept), so renders take at most about
 * half of one core and cached answers never wait behind them.
 */
export const PAGE_APP_RENDERS = { perSecond: 20 } as const;

/**
 * Retry-After of the 503 a request gets while the database cannot be reached
 * (plugins/errors.ts): the server takes the next request to the database as
 * it comes, so the answer is how soon asking again is worth it.
 */
export const DATABASE_OUTAGE = { retryAfterSeconds: 2 } as const;

/** Retry-After of the 503 a request gets while the server closes: a restart, or another server behind the same address, takes about this long. */
export const SHUTTING_DOWN = { retryAfterSeconds: 5 } as const;

/** The live socket (routes/live.ts). */
export const LIVE_SOCKET_LIMITS = {
  /** Longest client message accepted: subscriptions are a few dozen bytes. */
  messageBytes: 1024,
  /** A client this far behind (bytes queued) is too slow to follow: it is disconnected. */
  bufferedBytes: 1024 * 1024,
} as const;

/**
 * One candles request (routes/exchange.ts); the simulator cuts a range at the
 * same bounds on its own (market/market-limits.ts).
 */
export const CANDLE_REQUEST_LIMITS = {
  maxCandles: 1500,
  /** A year of daily candles: older history costs too much to simulate per call. */
  maxSpanDays: 400,
} as const;

/**
 * An algorithm's hourly history (routes/mining-stats.ts, `algo/historyForInterval`):
 * kept from the start of the UTC day `days` days before today through the
 * current hour, so a back-test of the last 365 whole days finds every hour.
 * Computed on demand from the simulator's seed; a window reaching outside is
 * cut to it, so one answer is at most (days + 1) x 24 points.
 */
export const ALGO_HISTORY_LIMITS = {
  days: 365,
  stepMs: HOUR_MS,
} as const;

/**
 * Signed requests (plugins/signing.ts): how long a checked API key or login
 * session is believed before the database is asked again (a session closed
 * through another server stops working within sessionTtlMs), how many are
 * kept, how many nonces the embedded database's server keeps in memory, and
 * how often expired nonces are deleted.
 */
export const CREDENTIAL_CACHE_LIMITS: CredentialCacheLimits = { apiKeyTtlMs: 30 * SECOND_MS, sessionTtlMs: 5 * SECOND_MS, maxEntries: 10_000 };
export const MEMORY_NONCES_MAX = 200_000;
export const NONCE_PRUNE_INTERVAL_MS = MINUTE_MS;

/**
 * The download folder (downloads/): a sample file's length when the server
 * writes the samples into the default folder, and how long a browser or proxy
 * may keep a file (a release gets a new file name; a replaced file is
 * revalidated by its ETag after this).
 */
export const DOWNLOAD_FILES = { sampleBytes: 64 * 1024, maxAgeSeconds: 3600 } as const;

/** Organizations' balances kept in memory (plugins/balance-cache.ts): for ttlMs, at most maxEntries (a few KB each). */
export const BALANCE_CACHE = { ttlMs: SECOND_MS, maxEntries: 10_000 } as const;

/** The system flags are read again this often (plugins/system-flags.ts): a safety net, as a change arrives through the change channel within a second. */
export const FLAGS_RELOAD_MS = 30 * SECOND_MS;

/** Sign-in with Google and Apple and the development provider (sign-in/, users/login.ts; docs/auth.md). */
export const SIGN_IN_LIMITS = {
  /** A sign-in started and not finished within this is refused ("expired"); its cookie lives as long. */
  flowTtlMs: 10 * MINUTE_MS,
  /** Sign-ins waiting for their provider's answer; past it the oldest go. */
  maxPendingFlows: 10_000,
  /** The server's token request to Google or Apple. */
  tokenRequestTimeoutMs: 10 * SECOND_MS,
  /** Clock difference accepted on an ID token's times, in seconds. */
  idTokenClockToleranceS: 60,
  /** Apple accepts client secrets valid up to six months; ours live an hour and are made again. */
  appleSecretTtlS: HOUR_S,
  /** Longest code, state or error of Apple's popup answer, and its `user` as JSON (Apple's and ours are far shorter). */
  popupFieldChars: 4096,
  /** The one-time login token that hands a sign-in to the app. */
  loginTokenTtlMs: 15 * MINUTE_MS,
  /** Accounts (e-mail and name) the development provider remembers per process. */
  devAccounts: 10_000,
  /** Longest name on the development provider's page. */
  devNameChars: 100,
} as const;

/**
 * The admin socket (admin/socket.ts): commands are a few words, so a bigger
 * request is not from our CLI; the CLI waits this long for an answer (a
 * command may create an organization and its balances: this is generous).
 */
export const ADMIN_SOCKET_LIMITS = { requestBytes: 64 * 1024, clientTimeoutMs: 30 * SECOND_MS } as const;

/** Checks at start (config-checks.ts): a local disk answers in milliseconds; a hung network mount or /proc never does. */
export const STARTUP_CHECKS = { pathTimeoutMs: 10 * SECOND_MS } as const;

/** A database that takes longer than this to answer a trivial query counts as down (monitor/health.ts). */
export const HEALTH_CHECK = { databaseTimeoutMs: 2 * SECOND_MS } as const;

/**
 * Sanitised article bodies kept by their Markdown's HTML (content/sanitize-article.ts),
 * so a second load in one process cleans nothing again; oldest first out.
 */
export const SANITISED_ARTICLES_KEPT = 4096;

/** Status mails (issue 34): at most this many confirmed subscribers get each incident or maintenance mail. */
export const STATUS_MAIL_LIMITS = { maxSubscribers: 10_000 } as const;

/**
 * How many status rows one read takes: incidents and maintenance windows for
 * the page, its bars and the feed (the last 90 days), and the open incidents
 * behind the live status value (never many; past this the newest are read).
 */
export const STATUS_READS = { pageRows: 200, openIncidents: 50 } as const;

/**
 * An external miner's past (routes/miner-address.ts): the day figures and the
 * payouts reach back this many whole UTC days, so a payouts page costs at
 * most days x 6 four-hour windows of simulation.
 */
export const MINER_HISTORY_LIMITS = { days: 30 } as const;

/**
 * API keys made through the API (routes/api-keys.ts): how many one user may
 * create per hour (per server process; a stolen session cannot mint keys
 * without end), and how many unrevoked keys an organization may hold.
 */
export const API_KEY_CREATE_LIMITS = { perUserPerHour: 10, windowMs: HOUR_MS, activePerOrganization: 25 } as const;
