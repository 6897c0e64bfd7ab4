/**
 * Parsers for the environment variables of config.ts. Each one either returns
 * a valid value or throws a ConfigError whose one-line message names the
 * variable and says how to fix it: `npm start` prints it and exits with 2.
 */
import net from 'node:net';

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}

type Env = NodeJS.ProcessEnv;

/** Unset and empty both mean "use the default", as in a shell's `VAR= npm start`. */
function raw(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value === '' ? undefined : value;
}

function shown(value: string): string {
  return JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}...` : value);
}

/** Digits only: `Number()` would also take "0x10", "1e3" and " 8 ". */
export function intFromEnv(env: Env, name: string, fallback: number, range: { min: number; max: number }): number {
  const text = raw(env, name);
  if (text === undefined) return fallback;
  const value = /^\d{1,16}$/.test(text) ? Number(text) : NaN;
  if (!(value >= range.min && value <= range.max)) {
    throw new ConfigError(name, `${name} must be a whole number from ${range.min} to ${range.max}, got ${shown(text)}`);
  }
  return value;
}

export function boolFromEnv(env: Env, name: string, fallback: boolean): boolean {
  const text = raw(env, name);
  if (text === undefined) return fallback;
  if (text === 'true') return true;
  if (text === 'false') return false;
  throw new ConfigError(name, `${name} must be "true" or "false", got ${shown(text)}`);
}

export function oneOfFromEnv<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const text = raw(env, name);
  if (text === undefined) return fallback;
  if ((allowed as readonly string[]).includes(text)) return text as T;
  throw new ConfigError(name, `${name} must be one of ${allowed.join(', ')}, got ${shown(text)}`);
}

/** RFC 1123 host names: dot-separated labels of letters, digits and inner hyphens. */
const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i;

export function hostFromEnv(env: Env, name: string, fallback: string): string {
  const text = raw(env, name);
  if (text === undefined) return fallback;
  if (net.isIP(text) !== 0 || HOST_NAME.test(text)) return text;
  throw new ConfigError(name, `${name} must be an IP address (e.g. 0.0.0.0, 127.0.0.1, ::) or a host name, got ${shown(text)}`);
}

export function urlFromEnv(env: Env, name: string, protocols: readonly string[], example: string): URL | undefined {
  const text = raw(env, name);
  if (text === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError(name, `${name} must be a URL like ${example}, got something that is not a URL`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(name, `${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')} (like ${example}), got ${url.protocol}//`);
  }
  return url;
}

/** A path variable: any non-empty text without NUL (the file system cannot hold one). */
export function pathFromEnv(env: Env, name: string, fallback: string): string {
  const text = raw(env, name) ?? fallback;
  if (text.includes('\0')) throw new ConfigError(name, `${name} must be a path without NUL characters`);
  return text;
}

/** An instant written as ISO 8601 in UTC (`2026-11-21T12:00:00Z`), as epoch ms, not before `minMs`. */
export function instantFromEnv(env: Env, name: string, minMs: number): number | undefined {
  const text = raw(env, name);
  if (text === undefined) return undefined;
  const value = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?Z$/.test(text) ? Date.parse(text) : NaN;
  if (!(value >= minMs)) {
    throw new ConfigError(name, `${name} must be a time in UTC like 2026-11-21T12:00:00Z, not before ${new Date(minMs).toISOString()}, got ${shown(text)}`);
  }
  return value;
}
