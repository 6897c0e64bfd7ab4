import { isIP } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowlistEntryProblem, ipFamily } from '../../../src/config/ip-allowlist.js';
import { allowlistAllows, normaliseAllowlist } from './ip-allowlist.js';

describe('API key IP allowlists', () => {
  it('takes IPv4 and IPv6 addresses and CIDR ranges, and names what is wrong with the rest', () => {
    for (const good of ['203.0.113.7', '203.0.113.0/24', '0.0.0.0/0', '2001:db8::1', '2001:db8::/32', '::/0', '::ffff:192.0.2.1']) {
      expect(allowlistEntryProblem(good), good).toBeUndefined();
    }
    for (const bad of ['256.0.0.1', '10.0.0.0/33', '2001:db8::/129', '10.0.0.0/', '10.0.0.0/x', '1.2.3.4/8/1', 'localhost', '']) {
      expect(allowlistEntryProblem(bad), bad).toBeDefined();
    }
    expect(normaliseAllowlist([' 10.0.0.0/8 ', '', '10.0.0.0/8', '::1'])).toEqual(['10.0.0.0/8', '::1']);
    expect(() => normaliseAllowlist(['10.0.0.1', 'nope'])).toThrow('"nope" is not an IPv4 or IPv6 address or CIDR range');
    expect(() => normaliseAllowlist(['10.0.0.0/40'])).toThrow('"10.0.0.0/40": the prefix length must be 0 to 32');
  });

  it("tells an address's family as Node does, the form and the server alike (zone ids aside)", () => {
    const near = fc.stringMatching(/^[0-9a-fA-F:.]{0,45}$/);
    const shaped = fc.oneof(
      fc.ipV4(),
      fc.ipV6(),
      fc.ipV4Extended(),
      near,
      fc.tuple(fc.ipV6(), fc.constantFrom(':', '::', '.1', ':1', ':x')).map(([ip, tail]) => ip + tail),
    );
    fc.assert(
      fc.property(shaped, (address) => {
        expect(ipFamily(address), address).toBe(isIP(address));
      }),
      { numRuns: 3000 },
    );
    expect(isIP('fe80::1%eth0')).toBe(6);
    expect(ipFamily('fe80::1%eth0')).toBe(0);
  });

  it('allows every address when empty, else only those inside an entry', () => {
    expect(allowlistAllows([], '198.51.100.1')).toBe(true);
    const list = ['203.0.113.0/24', '2001:db8::/32', '192.0.2.9'];
    expect(allowlistAllows(list, '203.0.113.200')).toBe(true);
    expect(allowlistAllows(list, '::ffff:203.0.113.5')).toBe(true);
    expect(allowlistAllows(list, '192.0.2.9')).toBe(true);
    expect(allowlistAllows(list, '192.0.2.10')).toBe(false);
    expect(allowlistAllows(list, '2001:db8:ffff::1')).toBe(true);
    expect(allowlistAllows(list, '2001:db9::1')).toBe(false);
    expect(allowlistAllows(list, 'not an address')).toBe(false);
  });
});
