/**
 * Server configuration, read once from the environment and checked before
 * anything is opened: a wrong value is a ConfigError naming the variable
 * (config-values.ts). Every variable is listed in README.md. The checks that
 * need the file system (DATA_DIR writable, CONTENT_DIR present) are in
 * config-paths.ts.
 */
import path from 'node:path';
import { ConfigError, boolFromEnv, hostFromEnv, instantFromEnv, intFromEnv, oneOfFromEnv, pathFromEnv, urlFromEnv } from './config-values.js';
import { DAY_MS, MINUTE_MS, SECOND_MS } from '../../src/config/time.js';

export { ConfigError } from './config-values.js';
import { parseSentryDsn } from './monitor/dsn.js';
// A fixed time is no earlier than the simulated exchange's opening: it has no history before it.
import { MARKET_HISTORY_START_MS } from './market/market-limits.js';
import { loadSignInConfig, type SignInConfig } from './sign-in/sign-in-config.js';

export interface ServerConfig {
  port: number;
  host: string;
  /** Where users reach the site: the base of links the server prints (PUBLIC_URL, else localhost:PORT). */
  publicUrl: string;
  /** Embedded database and admin socket live here. */
  dataDir: string;
  /** When set, PostgreSQL is used instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /** Markdown articles loaded into the database at start. */
  contentDir: string;
  /**
   * The download centre's files (DOWNLOADS_DIR), served under /downloads. Unset:
   * `<DATA_DIR>/downloads`, where small sample files are written at start.
   */
  downloadsDir: string;
  /** True when DOWNLOADS_DIR was not set: the server writes the sample files into the default folder. */
  downloadsSamples: boolean;
  /** Built web app (vite output). Missing directory: API only. */
  staticDir: string;
  /** The app's message catalogues (src/locales/): page titles and texts the server writes into each page's HTML. */
  localesDir: string;
  /** The app's server bundle (npm run build:ssr), which renders public pages (docs/rendering.md). */
  ssrEntry: string;
  /** Requests per window per client address; 0 disables the limit. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Seed of the deterministic market simulator. */
  marketSeed: number;
  /**
   * FIXED_TIME: the server's clock stands still at this instant (epoch ms), so
   * the market's figures, the live streams and every time-dependent answer are
   * the same on every run (the screenshot comparisons, docs/testing.md).
   * Unset: the real clock.
   */
  fixedTime: number | undefined;
  logLevel: LogLevel;
  /** Apply sample data at start. */
  seedSampleData: boolean;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /** Where the error tunnel forwards (SENTRY_DSN); unset: reports are kept in the database. */
  sentryDsn: string | undefined;
  /** The environment name on every report (SENTRY_ENVIRONMENT, default production). */
  sentryEnvironment: string;
  /** Where mail goes (SMTP_URL, smtp:// or smtps://); unset: into the outbox table (`npm run admin -- mail list`). */
  smtpUrl: string | undefined;
  /** The sender of every mail (MAIL_FROM). */
  mailFrom: string;
  /** Google and Apple sign-in; an unset provider uses the development provider, where allowed (docs/auth.md). */
  signIn: SignInConfig;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Admin socket path limit: sun_path holds 108 bytes on Linux, one of them the final NUL. */
export const MAX_SOCKET_PATH_BYTES = 107;
const ADMIN_SOCKET_FILE = 'admin.sock';

const PORT_RANGE = { min: 0, max: 65_535 };
const RATE_LIMIT_MAX_RANGE = { min: 0, max: 1_000_000_000 };
/** One second to one day: the limiter's timer cannot run longer than 2^31 - 1 ms anyway. */
const RATE_LIMIT_WINDOW_RANGE = { min: SECOND_MS, max: DAY_MS };
/** The simulator hashes the seed as an unsigned 32-bit integer. */
const SEED_RANGE = { min: 0, max: 4_294_967_295 };

/** The server's clock: the real one, or FIXED_TIME standing still. */
export function serverClock(config: Pick<ServerConfig, 'fixedTime'>): () => number {
  const fixed = config.fixedTime;
  return fixed === undefined ? Date.now : () => fixed;
}

export function adminSocketFile(dataDir: string): string {
  return path.join(dataDir, ADMIN_SOCKET_FILE);
}

function dataDirFromEnv(env: NodeJS.ProcessEnv): string {
  const dataDir = path.resolve(pathFromEnv(env, 'DATA_DIR', 'data'));
  const socket = adminSocketFile(dataDir);
  if (Buffer.byteLength(socket) > MAX_SOCKET_PATH_BYTES) {
    throw new ConfigError(
      'DATA_DIR',
      `DATA_DIR is too long for the admin socket (${socket} is ${Buffer.byteLength(socket)} bytes, at most ${MAX_SOCKET_PATH_BYTES}): choose a shorter path`,
    );
  }
  return dataDir;
}

function checkedDsn(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  try {
    parseSentryDsn(raw);
  } catch (error) {
    throw new ConfigError('SENTRY_DSN', (error as Error).message);
  }
  return raw;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = dataDirFromEnv(env);
  const downloadsSamples = !env.DOWNLOADS_DIR;
  const port = intFromEnv(env, 'PORT', 8080, PORT_RANGE);
  const publicUrl = urlFromEnv(env, 'PUBLIC_URL', ['http:', 'https:'], 'https://hashvale.example');
  const databaseUrl = urlFromEnv(env, 'DATABASE_URL', ['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/hashvale');
  const siteUrl = publicUrl ? env.PUBLIC_URL! : `http://localhost:${port}`;
  return {
    port,
    publicUrl: siteUrl,
    host: hostFromEnv(env, 'HOST', '0.0.0.0'),
    dataDir,
    databaseUrl: databaseUrl ? env.DATABASE_URL : undefined,
    contentDir: path.resolve(pathFromEnv(env, 'CONTENT_DIR', 'content')),
    downloadsDir: downloadsSamples ? path.join(dataDir, 'downloads') : path.resolve(pathFromEnv(env, 'DOWNLOADS_DIR', 'downloads')),
    downloadsSamples,
    staticDir: path.resolve(pathFromEnv(env, 'STATIC_DIR', 'dist')),
    localesDir: path.resolve(pathFromEnv(env, 'LOCALES_DIR', 'src/locales')),
    ssrEntry: path.resolve(pathFromEnv(env, 'SSR_ENTRY', 'build/ssr/entry-server.js')),
    rateLimitMax: intFromEnv(env, 'RATE_LIMIT_MAX', 1200, RATE_LIMIT_MAX_RANGE),
    rateLimitWindowMs: intFromEnv(env, 'RATE_LIMIT_WINDOW_MS', MINUTE_MS, RATE_LIMIT_WINDOW_RANGE),
    marketSeed: intFromEnv(env, 'MARKET_SEED', 20261121, SEED_RANGE),
    fixedTime: instantFromEnv(env, 'FIXED_TIME', MARKET_HISTORY_START_MS),
    logLevel: oneOfFromEnv(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    seedSampleData: boolFromEnv(env, 'SEED_SAMPLE_DATA', true),
    trustProxy: boolFromEnv(env, 'TRUST_PROXY', false),
    sentryDsn: checkedDsn(env.SENTRY_DSN),
    sentryEnvironment: env.SENTRY_ENVIRONMENT || 'production',
    smtpUrl: urlFromEnv(env, 'SMTP_URL', ['smtp:', 'smtps:'], 'smtps://user:password@mail.example:465') ? env.SMTP_URL : undefined,
    mailFrom: env.MAIL_FROM || 'Hashvale <no-reply@hashvale.example>',
    signIn: loadSignInConfig(env, siteUrl),
  };
}
