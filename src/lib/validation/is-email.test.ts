import { describe, expect, it } from 'vitest';
import { isEmail } from './is-email';

describe('isEmail', () => {
  it('accepts ordinary addresses', () => {
    for (const value of [
      'user@example.com',
      'first.last@example.co.uk',
      'user+tag@sub.example.org',
      "o'brien@example.ie",
      'USER@EXAMPLE.COM',
      'a_b-c@my-host.io',
      'x@xn--bcher-kva.ch',
      '"john doe"@example.com',
      'jože@example.si',
    ]) {
      expect(isEmail(value), value).toBe(true);
    }
  });

  it('accepts a bracketed IPv4 literal as the domain', () => {
    expect(isEmail('user@[192.168.0.1]')).toBe(true);
    expect(isEmail('user@[0.0.0.0]')).toBe(true);
    expect(isEmail('user@[255.255.255.255]')).toBe(true);
  });

  it('rejects an IPv4 literal with an octet above 255 or the wrong shape', () => {
    for (const value of ['user@[256.1.1.1]', 'user@[1.2.3.999]', 'user@[1.2.3]', 'user@[1.2.3.4.5]', 'user@[01.2.3.4]', 'user@192.168.0.1']) {
      expect(isEmail(value), value).toBe(false);
    }
  });

  it('rejects obvious garbage', () => {
    for (const value of [
      '',
      'plainaddress',
      '@example.com',
      'user@',
      'user@@example.com',
      'user@example',
      'user@example.c',
      'user name@example.com',
      'user@exa mple.com',
      '.user@example.com',
      'user.@example.com',
      'us..er@example.com',
      'user@-example.com',
      'user@example-.com',
      'user@example..com',
      'user@.example.com',
      'user@example.com.',
      'user@example.123',
      '<user@example.com>',
      'user@example.com\n',
      'user,name@example.com',
    ]) {
      expect(isEmail(value), JSON.stringify(value)).toBe(false);
    }
  });

  it('rejects addresses longer than mail servers accept', () => {
    expect(isEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
    const longDomain = `${['a', 'b', 'c', 'd', 'e'].map((letter) => letter.repeat(60)).join('.')}.com`;
    expect(isEmail(`user@${longDomain}`)).toBe(false);
  });
});
