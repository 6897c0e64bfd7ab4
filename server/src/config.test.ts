import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, MAX_SOCKET_PATH_BYTES, serverClock } from './config.js';

function errorOf(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`no error for ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:8080',
      databaseUrl: undefined,
      rateLimitMax: 1200,
      rateLimitWindowMs: 60_000,
      marketSeed: 20261121,
      fixedTime: undefined,
      logLevel: 'info',
      seedSampleData: true,
      trustProxy: false,
    });
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.contentDir).toBe(path.resolve('content'));
    expect(config.localesDir).toBe(path.resolve('src/locales'));
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', HOST: '', LOG_LEVEL: '', TRUST_PROXY: '' })).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      logLevel: 'info',
      trustProxy: false,
    });
  });

  it('reads valid values', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: 'example.internal',
      DATABASE_URL: 'postgresql://u:p@db:5432/hv',
      RATE_LIMIT_MAX: '0',
      RATE_LIMIT_WINDOW_MS: '1000',
      MARKET_SEED: '4294967295',
      LOG_LEVEL: 'silent',
      SEED_SAMPLE_DATA: 'false',
      TRUST_PROXY: 'true',
      PUBLIC_URL: 'https://hashvale.example',
    });
    expect(config).toMatchObject({
      port: 0,
      host: 'example.internal',
      databaseUrl: 'postgresql://u:p@db:5432/hv',
      rateLimitMax: 0,
      rateLimitWindowMs: 1000,
      marketSeed: 4294967295,
      logLevel: 'silent',
      seedSampleData: false,
      trustProxy: true,
      publicUrl: 'https://hashvale.example',
    });
    for (const host of ['127.0.0.1', '::', '::1', 'localhost', '0.0.0.0']) expect(loadConfig({ HOST: host }).host).toBe(host);
  });

  it.each([
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['PORT', '0x50'],
    ['PORT', 'http'],
    ['PORT', '1e3'],
    ['PORT', ' 80'],
    ['HOST', 'not a host'],
    ['HOST', 'http://localhost'],
    ['HOST', 'bad_name'],
    ['HOST', '-lead.example'],
    ['HOST', '1.2.3.4:80'],
    ['DATABASE_URL', 'garbage'],
    ['DATABASE_URL', 'mysql://u@h/db'],
    ['DATABASE_URL', 'base'],
    ['PUBLIC_URL', 'hashvale.example'],
    ['PUBLIC_URL', 'ftp://hashvale.example'],
    ['RATE_LIMIT_MAX', '-5'],
    ['RATE_LIMIT_MAX', 'lots'],
    ['RATE_LIMIT_MAX', '1e309'],
    ['RATE_LIMIT_WINDOW_MS', '0'],
    ['RATE_LIMIT_WINDOW_MS', '99999999999'],
    ['RATE_LIMIT_WINDOW_MS', 'Infinity'],
    ['MARKET_SEED', '4294967296'],
    ['MARKET_SEED', 'seed'],
    ['FIXED_TIME', '2026-11-21'],
    ['FIXED_TIME', '2026-11-21T12:00:00+01:00'],
    ['FIXED_TIME', '2026-13-01T00:00:00Z'],
    ['FIXED_TIME', '1764000000000'],
    ['FIXED_TIME', '2019-12-31T23:59:59Z'],
    ['LOG_LEVEL', 'verbose'],
    ['LOG_LEVEL', 'INFO'],
    ['SEED_SAMPLE_DATA', 'yes'],
    ['SEED_SAMPLE_DATA', '0'],
    ['DEV_SIGN_IN', 'yes'],
    ['TRUST_PROXY', '1'],
    ['TRUST_PROXY', 'TRUE'],
    ['DATA_DIR', 'a\0b'],
    ['CONTENT_DIR', 'a\0b'],
    ['STATIC_DIR', 'a\0b'],
    ['SENTRY_DSN', 'not a url'],
    ['SENTRY_DSN', 'https://host/1'],
    ['SENTRY_DSN', 'https://key@host/project'],
  ])('refuses %s=%j with a one-line message naming the variable', (name, value) => {
    const error = errorOf({ [name]: value });
    expect(error.variable).toBe(name);
    expect(error.message.startsWith(name)).toBe(true);
    expect(error.message).not.toContain('\n');
  });

  it('stands the clock still at FIXED_TIME, and runs the real one without it', () => {
    const fixed = loadConfig({ FIXED_TIME: '2026-11-21T12:00:00Z' });
    expect(fixed.fixedTime).toBe(Date.UTC(2026, 10, 21, 12));
    expect(serverClock(fixed)()).toBe(Date.UTC(2026, 10, 21, 12));
    expect(loadConfig({ FIXED_TIME: '2026-11-21T12:00:00.250Z' }).fixedTime).toBe(Date.UTC(2026, 10, 21, 12, 0, 0, 250));
    expect(serverClock(loadConfig({}))).toBe(Date.now);
  });

  it('never repeats a DATABASE_URL, which may hold a password', () => {
    expect(errorOf({ DATABASE_URL: 'mysql://user:hunter2@host/db' }).message).not.toContain('hunter2');
    expect(errorOf({ DATABASE_URL: 'hunter2' }).message).not.toContain('hunter2');
  });

  it('refuses a DATA_DIR too long for the admin socket before anything is opened', () => {
    const long = path.join('/tmp', 'x'.repeat(MAX_SOCKET_PATH_BYTES));
    const error = errorOf({ DATA_DIR: long });
    expect(error.variable).toBe('DATA_DIR');
    expect(error.message).toMatch(/too long for the admin socket .* choose a shorter path/);
    expect(() => loadConfig({ DATA_DIR: path.join('/tmp', 'x'.repeat(MAX_SOCKET_PATH_BYTES - 16)) })).not.toThrow();
  });
});
