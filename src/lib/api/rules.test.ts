import { describe, expect, it } from 'vitest';
import { SIGNING_VECTORS } from '../signing/signing-vectors';
import { shouldForceLogout, retryAfterMs } from './failure-rules';
import { createNonce, createRequestId } from './nonce';
import { buildQuery, fillPath, finalUrl } from './paths';
import { signAttempt, wireParts } from './request-signer';
import { describeClient } from './user-agent';

describe('createNonce', () => {
  it('makes 32 base-36 characters, different each time', () => {
    const nonces = new Set(Array.from({ length: 200 }, () => createNonce()));
    expect(nonces.size).toBe(200);
    for (const nonce of nonces) expect(nonce).toMatch(/^[0-9a-z]{32}$/);
  });

  it('makes version-4 request ids', () => {
    expect(createRequestId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('paths', () => {
  it('fills placeholders and refuses a missing one', () => {
    expect(fillPath('api/v2/auth/useLoginToken/{loginToken}', { loginToken: 'a/b' })).toBe('api/v2/auth/useLoginToken/a%2Fb');
    expect(() => fillPath('x/{id}', {})).toThrow(/needs the parameter "id"/);
  });

  it('builds the query in the given order and skips empty values', () => {
    expect(buildQuery({ size: 100, page: 0, personalOnly: false, o: null, u: undefined, m: ['a', 'b'] })).toBe('size=100&page=0&personalOnly=false&m=a&m=b');
  });

  it('joins the host, a leading slash and the query', () => {
    expect(finalUrl('https://h.example/', 'api/v2/time', {}, {})).toEqual({ url: 'https://h.example/api/v2/time', path: '/api/v2/time', query: '' });
    expect(finalUrl('', '/api/v2/activity', {}, { size: 1 }).url).toBe('/api/v2/activity?size=1');
  });
});

describe('the signer of the client', () => {
  it.each(SIGNING_VECTORS.filter((v) => v.method !== 'wss'))('reproduces the official vector: $name', async (vector) => {
    const headers = new Headers();
    await signAttempt(headers, {
      credentials: { key: vector.key, secret: vector.secret },
      organizationId: vector.organizationId,
      method: vector.method,
      url: `https://h.example${vector.path}${vector.query ? `?${vector.query}` : ''}`,
      body: vector.body || undefined,
      time: Number(vector.time),
      nonce: vector.nonce,
    });
    expect(headers.get('x-auth')).toBe(`${vector.key}:${vector.signature}`);
    expect(headers.get('x-time')).toBe(vector.time);
    expect(headers.get('x-nonce')).toBe(vector.nonce);
    expect(headers.get('x-organization-id')).toBe(vector.organizationId);
  });

  it('reads the signed path and query back from the URL as fetch sends it', () => {
    expect(wireParts('/main/api/v2/x/?a=1&b=%20')).toEqual({ path: '/main/api/v2/x/', query: 'a=1&b=%20' });
  });
});

describe('shouldForceLogout', () => {
  it('applies to quick 401s of ordinary calls only', () => {
    expect(shouldForceLogout('/main/api/v2/accounting/accounts2', 9_999)).toBe(true);
    expect(shouldForceLogout('/main/api/v2/accounting/accounts2', 10_000)).toBe(false);
    expect(shouldForceLogout('/api/v2/auth/logout/', 1)).toBe(false);
    expect(shouldForceLogout('/api/v2/auth/login/verify', 1)).toBe(false);
    expect(shouldForceLogout('/api/v2/profile', 1)).toBe(false);
    expect(shouldForceLogout('/api/v2/profile/meta', 1)).toBe(true);
    expect(shouldForceLogout('/main/api/v2/admin/rigs/versions/latest', 1)).toBe(false);
  });

  it('reads Retry-After in seconds or as a date', () => {
    expect(retryAfterMs('30')).toBe(30_000);
    expect(retryAfterMs(new Date(61_000).toUTCString(), 1_000)).toBe(60_000);
    expect(retryAfterMs(null)).toBeUndefined();
    expect(retryAfterMs('soon')).toBeUndefined();
  });
});

describe('describeClient', () => {
  it('names browser, OS, device and language with build number 1', () => {
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
    expect(describeClient({ userAgent: chrome, language: 'en-US' })).toBe('Chrome 156; Linux; desktop; en-US; build 1');
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    expect(describeClient({ userAgent: iphone, language: 'de' })).toBe('Safari 17; iOS; mobile; de; build 1');
    const edge = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0';
    expect(describeClient({ userAgent: edge, language: undefined })).toBe('Edge 126; Windows; desktop; unknown language; build 1');
    const ipad = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
    expect(describeClient({ userAgent: ipad, language: 'fr', maxTouchPoints: 5 })).toBe('Safari 17; iOS; tablet; fr; build 1');
  });
});
