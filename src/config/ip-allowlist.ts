/**
 * The entries of an API key's IP allowlist: IPv4 and IPv6 addresses and CIDR
 * ranges. The settings form checks them before it sends (so it can say what
 * is wrong in the user's language) and the server checks them again with the
 * same rules (server/src/lib/ip-allowlist.ts). Zone ids (`fe80::1%eth0`) mean
 * nothing to a remote caller and are not taken.
 */

/** What is wrong with an entry, for a message in any language. */
export type AllowlistProblem = { kind: 'not-an-address' } | { kind: 'prefix-out-of-range'; maxBits: 32 | 128 };

const IPV4_PART = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${IPV4_PART}(\\.${IPV4_PART}){3}$`);
const IPV6_CHARACTERS = /^[0-9a-f:.]+$/i;

/** 4 or 6 for an address of that family, 0 for anything else. */
export function ipFamily(address: string): 0 | 4 | 6 {
  if (IPV4.test(address)) return 4;
  if (!address.includes(':') || !IPV6_CHARACTERS.test(address)) return 0;
  // The URL standard's IPv6 parser: full and compressed forms, an IPv4 tail.
  try {
    new URL(`http://[${address}]/`);
    return 6;
  } catch {
    return 0;
  }
}

/** Why an entry is not an address or a CIDR range; undefined when it is one. */
export function allowlistEntryProblem(entry: string): AllowlistProblem | undefined {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = ipFamily(address);
  if (family === 0 || rest.length > 0) return { kind: 'not-an-address' };
  if (prefix === undefined) return undefined;
  const maxBits = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > maxBits) return { kind: 'prefix-out-of-range', maxBits };
  return undefined;
}
