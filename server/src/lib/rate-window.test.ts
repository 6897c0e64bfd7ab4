import { describe, expect, it } from 'vitest';
import { RATE_WINDOW_MAX_KEYS } from '../server-limits.js';
import { addressKey, createRateWindow } from './rate-window.js';

describe('createRateWindow', () => {
  it('counts a key within its window and starts again once it has passed', () => {
    let at = 1_000;
    const window = createRateWindow(() => at, 60_000, 100);
    expect(window.hit('a')).toEqual({ start: 1_000, count: 1 });
    at += 59_999;
    expect(window.hit('a')).toEqual({ start: 1_000, count: 2 });
    expect(window.hit('b').count).toBe(1);
    at += 1;
    expect(window.hit('a')).toEqual({ start: 61_000, count: 1 });
  });

  it('take is false once a key passes max, and for a max of 0', () => {
    const window = createRateWindow(() => 0, 1_000, 100);
    expect([1, 2, 3].map(() => window.take('k', 2))).toEqual([true, true, false]);
    expect(window.take('other', 0)).toBe(false);
  });

  it('holds at most maxKeys keys: a new key past them starts every count again', () => {
    const window = createRateWindow(() => 0, 1_000, 2);
    window.hit('a');
    window.hit('a');
    window.hit('b');
    expect(window.hit('a').count).toBe(3);
    window.hit('c');
    expect(window.hit('a').count).toBe(1);
  });

  it('keeps 50,000 keys by default', () => {
    expect(RATE_WINDOW_MAX_KEYS).toBe(50_000);
  });
});

describe('addressKey', () => {
  it('keeps an IPv4 address, and the IPv4 form of a mapped one', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::FFFF:203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts an IPv6 address by its /64 network, however it is written', () => {
    const key = '2001:db8:85a3:0::/64';
    expect(addressKey('2001:db8:85a3::8a2e:370:7334')).toBe(key);
    expect(addressKey('2001:0DB8:85A3:0000:0000:8A2E:0370:7335')).toBe(key);
    expect(addressKey('2001:db8:85a3:0:ffff:1:2:3')).toBe(key);
    expect(addressKey('2001:db8:85a3::1%eth0')).toBe(key);
    expect(addressKey('2001:db8:85a4::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1:2:3.4.5.6')).toBe('fe80:0:0:0::/64');
  });

  it('does not throw on a malformed address', () => {
    for (const ip of ['', ':', ':::', 'zz::1', '1:2:3:4:5:6:7:8:9', '::ffff:1.2.3']) expect(typeof addressKey(ip)).toBe('string');
  });
});
