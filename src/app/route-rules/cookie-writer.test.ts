import { describe, expect, it } from 'vitest';
import { serializeCookie } from './cookie-writer';

describe('cookies of the route rules', () => {
  it('are site-wide, expire after the given days and encode their value', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(serializeCookie('lastVisit', '1 /a b', { days: 7, now })).toBe(
      'lastVisit=1%20%2Fa%20b; Expires=Thu, 08 Jan 2026 00:00:00 GMT; Path=/; SameSite=Lax',
    );
    expect(serializeCookie('x', 'y', { days: 90, now, secure: true })).toMatch(/Expires=Wed, 01 Apr 2026 .*; Secure$/);
  });
});
