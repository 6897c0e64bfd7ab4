import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '../lib/security-headers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { rateLimitMax: 4 } });
});
afterAll(async () => t.close());

describe('security headers', () => {
  it('are on every API answer: success, cached, 400, 404, malformed URL and 429', async () => {
    const expected: Array<[string, number]> = [
      ['/api/v2/time', 200],
      ['/main/api/v2/public/currencies', 200],
      ['/exchange/api/v2/info/trades', 400],
      ['/api/v2/nope', 404],
      ['/%E0%A4%A', 400],
      ['/api/v2/time', 200],
      ['/api/v2/time', 429],
    ];
    const statuses: number[] = [];
    for (const [url] of expected) {
      const res = await t.app.inject(url);
      statuses.push(res.statusCode);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin-allow-popups');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy'], url).toBe(SECURITY_HEADERS['permissions-policy']);
    }
    expect(statuses).toEqual(expected.map(([, status]) => status));
  });

  it('deny the browser features the app does not use', () => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(SECURITY_HEADERS['permissions-policy']).toContain(`${feature}=()`);
    }
  });

  it('give the app a policy that keeps forms and <base> at home', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("form-action 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("base-uri 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });

  it('let the app reach only its own origin and the local detection app', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("connect-src 'self' http://127.0.0.1:18000;");
  });
});
