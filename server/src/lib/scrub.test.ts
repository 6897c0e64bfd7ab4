import { describe, expect, it } from 'vitest';
import { scrubText, scrubValue } from './scrub.js';

const SESSION_SECRET = 'a3f1'.repeat(16);
const API_SECRET = 'fd8a1652-728b-42fe-82b8-f623e56da885c0e3b4a1-94c2-4f3e-8d1a-2b6c7e9f0a1b';
const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJlLWJ5dGVz';

describe('scrubText', () => {
  it.each([
    ['a session secret anywhere', `signature failed for ${SESSION_SECRET}`],
    ['an API secret anywhere', `key rejected: ${API_SECRET}.`],
    ['a JWT anywhere', `id token ${JWT} expired`],
    ['an Authorization value with its scheme', 'Authorization: Bearer opaque-access-token-123'],
    ['a Basic Authorization value', 'authorization=Basic dXNlcjpwYXNz'],
    ['an X-Auth value', 'X-Auth: 5b0c1c2e-0f0a-4c39-9e0a-6c1d2e3f4a5b:sig'],
    ['"name":"value" JSON in text', '{"secretToken":"s3cr3t-v4lue","other":1}'],
    ['escaped JSON in text', '{\\"loginToken\\":\\"s3cr3t-v4lue\\"}'],
    ['name: value', 'loginToken: s3cr3t-v4lue'],
    ['name=value', 'retry with sessionId=s3cr3t-v4lue&x=1'],
    ['a login token in its path', 'POST /api/v2/auth/useLoginToken/s3cr3t-v4lue failed'],
    ['OAuth code and state in a URL', '/my/auth/google/callback?code=s3cr3t-v4lue&state=s3cr3t-v4lue'],
    ['a URL password', 'connect postgres://hv:s3cr3t-v4lue@db:5432/hv'],
  ])('hides %s', (_what, text) => {
    const out = scrubText(text);
    for (const secret of [SESSION_SECRET, API_SECRET, JWT, 'opaque-access-token-123', 'dXNlcjpwYXNz', '6c1d2e3f4a5b:sig', 's3cr3t-v4lue']) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain('[Filtered]');
  });

  it('hides e-mail and IPv4 addresses in text, not versions, ids or plain words', () => {
    expect(scrubText('no user ada@example.com from 203.0.113.7:443')).toBe('no user [Filtered] from [Filtered]:443');
    const kept = 'TypeError: x is undefined at Chrome/120.0.0.0 release 1.2.3 id 5b0c1c2e-0f0a-4c39-9e0a-6c1d2e3f4a5b event ' + 'ab'.repeat(16);
    expect(scrubText(kept)).toBe(kept);
  });
});

describe('scrubValue', () => {
  it('drops fields of personal data and hides values under secret names, at any depth', () => {
    const event = {
      user: { id: 'u1', email: 'ada@example.com', ip_address: '203.0.113.7', username: 'ada@example.com' },
      request: { headers: { 'X-Forwarded-For': '203.0.113.7', 'User-Agent': 'Chrome/120.0.0.0', Cookie: 'hv=1' }, env: { REMOTE_ADDR: '203.0.113.7' } },
      extra: { secretToken: 's3cr3t', nested: [{ apiKey: 'k' }] },
    };
    expect(scrubValue(event)).toEqual({
      user: { id: 'u1', username: '[Filtered]' },
      request: { headers: { 'User-Agent': 'Chrome/120.0.0.0', Cookie: '[Filtered]' }, env: {} },
      extra: { secretToken: '[Filtered]', nested: [{ apiKey: '[Filtered]' }] },
    });
  });
});
