/**
 * Server configuration, read once from the environment. Every variable is
 * listed in README.md.
 */
import path from 'node:path';

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
  /** Built web app (vite output). Missing directory: API only. */
  staticDir: string;
  /** Requests per window per client address; 0 disables the limit. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Seed of the deterministic market simulator. */
  marketSeed: number;
  logLevel: string;
  /** Apply sample data at start. */
  seedSampleData: boolean;
}

function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  }
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = intFromEnv(env, 'PORT', 8080);
  return {
    port,
    publicUrl: env.PUBLIC_URL || `http://localhost:${port}`,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    contentDir: path.resolve(env.CONTENT_DIR ?? 'content'),
    staticDir: path.resolve(env.STATIC_DIR ?? 'dist'),
    rateLimitMax: intFromEnv(env, 'RATE_LIMIT_MAX', 1200),
    rateLimitWindowMs: intFromEnv(env, 'RATE_LIMIT_WINDOW_MS', 60_000),
    marketSeed: intFromEnv(env, 'MARKET_SEED', 20261121),
    logLevel: env.LOG_LEVEL ?? 'info',
    seedSampleData: env.SEED_SAMPLE_DATA !== 'false',
  };
}
