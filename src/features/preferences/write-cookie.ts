/**
 * Writes a first-party cookie for the whole site. Reading is lib/cookies.ts;
 * this lives here until a shared writer exists there (see docs/shell.md).
 */
const DAY_SECONDS = 24 * 60 * 60;

export function writeCookie(name: string, value: string, days: number): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.round(days * DAY_SECONDS)}; Path=/; SameSite=Lax${secure}`;
}
