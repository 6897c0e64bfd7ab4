import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, readLocal, removeLocal, serializeCookie, writeLocal } from './storage';

afterEach(() => vi.unstubAllGlobals());

describe('the cookie writer', () => {
  it('writes site-wide cookies that expire after the given days and encode their value', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(serializeCookie('lastVisit', '1 /a b', { days: 7, now })).toBe(
      'lastVisit=1%20%2Fa%20b; Expires=Thu, 08 Jan 2026 00:00:00 GMT; Path=/; SameSite=Lax',
    );
    expect(serializeCookie('x', 'y', { days: 90, now, secure: true })).toMatch(/Expires=Wed, 01 Apr 2026 .*; Secure$/);
  });

  it('deletes a cookie with no days left', () => {
    expect(serializeCookie('hv_session', '', { days: 0 })).toBe('hv_session=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax');
  });
});

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; locale=pt%2DBR; b=2', 'locale')).toBe('pt-BR');
  });

  it('returns undefined for a missing cookie or an empty header', () => {
    expect(readCookie('a=1', 'locale')).toBeUndefined();
    expect(readCookie('', 'locale')).toBeUndefined();
  });

  it('does not match a cookie whose name only ends with the name', () => {
    expect(readCookie('xlocale=de', 'locale')).toBeUndefined();
  });

  it('keeps a value that is not valid percent-encoding as it is', () => {
    expect(readCookie('locale=%E0%A4%A', 'locale')).toBe('%E0%A4%A');
  });
});

describe('localStorage', () => {
  it('reads, writes and removes a key', () => {
    const map = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    });
    writeLocal('k', 'v');
    expect(readLocal('k')).toBe('v');
    removeLocal('k');
    expect(readLocal('k')).toBeNull();
  });

  it('finds nothing and throws nothing when storage refuses', () => {
    const refuse = () => {
      throw new Error('SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: refuse, setItem: refuse, removeItem: refuse });
    expect(() => writeLocal('k', 'v')).not.toThrow();
    expect(readLocal('k')).toBeNull();
    expect(() => removeLocal('k')).not.toThrow();
    vi.stubGlobal('localStorage', undefined);
    expect(readLocal('k')).toBeNull();
  });
});
