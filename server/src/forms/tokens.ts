/**
 * Tokens of the form flows. Subscription links carry 32 random bytes; only
 * their SHA-256 is stored. A platform unsubscribe token
 * (/unsubscribe-platform/{orgId}/{userId}/{token}) is signed, expiring and
 * single use: `<expires s>.<id>.<HMAC over org, user, expires, id>`.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/types.js';
import { createRepositories } from '../repositories/index.js';

export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('hex');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function mac(secret: string, organizationId: string, userId: string, expires: string, id: string): string {
  return createHmac('sha256', secret).update([organizationId.toLowerCase(), userId.toLowerCase(), expires, id].join('\0')).digest('hex');
}

export function signPlatformUnsubscribe(secret: string, organizationId: string, userId: string, expiresAtMs: number): string {
  const expires = String(Math.floor(expiresAtMs / 1000));
  const id = randomBytes(12).toString('hex');
  return `${expires}.${id}.${mac(secret, organizationId, userId, expires, id)}`;
}

export type PlatformTokenCheck = { ok: true; id: string } | { ok: false; problem: 'invalid' | 'expired' };

export function checkPlatformUnsubscribe(secret: string, organizationId: string, userId: string, token: string, nowMs: number): PlatformTokenCheck {
  const match = /^(\d{1,12})\.([0-9a-f]{24})\.([0-9a-f]{64})$/.exec(token);
  if (!match) return { ok: false, problem: 'invalid' };
  const [, expires, id, given] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(mac(secret, organizationId, userId, expires, id), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return { ok: false, problem: 'invalid' };
  if (Number(expires) * 1000 <= nowMs) return { ok: false, problem: 'expired' };
  return { ok: true, id };
}

/** The secret platform unsubscribe tokens are signed with (made once, kept in the database). */
export function platformSecret(app: { repos: { forms: { secret(name: string, fresh: string): Promise<string> } } }): Promise<string> {
  return app.repos.forms.secret('platform-unsubscribe', randomBytes(32).toString('hex'));
}

/** A direct unsubscribe path for a user of an organization (what a platform mail links to). */
export async function platformUnsubscribePath(db: Queryable, organizationId: string, userId: string, expiresAtMs: number): Promise<string> {
  const secret = await platformSecret({ repos: createRepositories(db) });
  return `/unsubscribe-platform/${organizationId}/${userId}/${signPlatformUnsubscribe(secret, organizationId, userId, expiresAtMs)}`;
}
