/**
 * Writing the route rules' cookies (src/lib/cookies.ts reads them). Path /,
 * so the account area under /my sees them too; SameSite=Lax; Secure on https.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export interface CookieOptions {
  days: number;
  now?: number;
  secure?: boolean;
}

export function serializeCookie(name: string, value: string, { days, now = Date.now(), secure = false }: CookieOptions): string {
  const expires = new Date(now + days * DAY_MS).toUTCString();
  return `${name}=${encodeURIComponent(value)}; Expires=${expires}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function writeCookie(name: string, value: string, days: number): void {
  if (typeof document === 'undefined') return;
  document.cookie = serializeCookie(name, value, { days, secure: location.protocol === 'https:' });
}

export function readDocumentCookie(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}
