/**
 * Whether the development sign-in may stand in (docs/auth.md). It lets anyone
 * sign in as any e-mail address, so it is never on by accident: by default
 * only when PUBLIC_URL is a loopback address (a developer's machine, where
 * `npm start` works with nothing configured); anywhere else only with
 * DEV_SIGN_IN=true. A server that would need it without leave refuses to
 * start (checkDevSignIn), with one line naming the fix.
 */
import { isIP } from 'node:net';
import { ConfigError, boolFromEnv } from '../config-values.js';

/** localhost, *.localhost (RFC 6761), 127.0.0.0/8 and ::1. */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/^\[|\]$/g, '');
  } catch {
    return false;
  }
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  // The URL parser writes IPv6 addresses in their shortest form: [0:0::1] is [::1].
  return host === '::1';
}

/** DEV_SIGN_IN, else whether PUBLIC_URL is a loopback address. */
export function devSignInFromEnv(env: NodeJS.ProcessEnv, publicUrl: string): boolean {
  return boolFromEnv(env, 'DEV_SIGN_IN', isLoopbackUrl(publicUrl));
}

/** Throws when a button has no real provider and the development sign-in may not stand in. */
export function checkDevSignIn(signIn: { google?: unknown; apple?: unknown; devSignIn: boolean }, publicUrl: string): void {
  if (signIn.devSignIn || (signIn.google && signIn.apple)) return;
  const missing = [!signIn.google && 'GOOGLE_CLIENT_ID', !signIn.apple && 'APPLE_CLIENT_ID'].filter(Boolean).join(' and ');
  const why = isLoopbackUrl(publicUrl) ? 'DEV_SIGN_IN is false' : `PUBLIC_URL ${publicUrl} is not a loopback address`;
  throw new ConfigError(
    'DEV_SIGN_IN',
    `${missing} not set and ${why}, so the development sign-in (anyone signs in as any e-mail) stays off: configure Google and Apple (docs/auth.md), or set DEV_SIGN_IN=true to run it on purpose`,
  );
}
