import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url.js';

describe('redactUrl', () => {
  it('hides the login token of useLoginToken and the platform unsubscribe token', () => {
    expect(redactUrl('/api/v2/auth/useLoginToken/Zm9vYmFyLXRva2Vu')).toBe('/api/v2/auth/useLoginToken/[Filtered]');
    expect(redactUrl('/api/v2/platform/unsubscribe/org-1/user-2/tok3n?x=1')).toBe('/api/v2/platform/unsubscribe/org-1/user-2/[Filtered]?x=1');
    expect(redactUrl('/unsubscribe-platform/org-1/user-2/tok3n')).toBe('/unsubscribe-platform/org-1/user-2/[Filtered]');
  });

  it("hides OAuth's code and state and any parameter named like a credential, keeping the others", () => {
    expect(redactUrl('/my/auth/google/callback?code=abc&state=def&iss=https%3A%2F%2Fx')).toBe(
      '/my/auth/google/callback?code=[Filtered]&state=[Filtered]&iss=https%3A%2F%2Fx',
    );
    expect(redactUrl('/my/auth/dev/auth?client_id=c&nonce=n1&login%5Ftoken=t&lang=de')).toBe(
      '/my/auth/dev/auth?client_id=c&nonce=[Filtered]&login%5Ftoken=[Filtered]&lang=de',
    );
    expect(redactUrl('/verify-subscribe?token=t0k&bad=%E0%A4%A')).toBe('/verify-subscribe?token=[Filtered]&bad=%E0%A4%A');
  });

  it('leaves a URL without credentials alone', () => {
    expect(redactUrl('/api/v2/public/currencies?lang=en&x')).toBe('/api/v2/public/currencies?lang=en&x');
  });
});
