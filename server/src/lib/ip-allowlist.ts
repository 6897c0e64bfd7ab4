/**
 * An API key's IP allowlist: IPv4 and IPv6 addresses and CIDR ranges, checked
 * when a key is made (a bad entry is a 400) and on each call the key signs.
 * An empty list allows every address. What an entry may be is shared with
 * the settings form (src/config/ip-allowlist.ts).
 */
import { BlockList, isIP } from 'node:net';
import { allowlistEntryProblem, type AllowlistProblem } from '../../../src/config/ip-allowlist.js';

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The API's words for an entry's problem (the settings form says it in the user's language). */
export function allowlistProblemText(entry: string, problem: AllowlistProblem): string {
  return problem.kind === 'not-an-address'
    ? `"${entry}" is not an IPv4 or IPv6 address or CIDR range`
    : `"${entry}": the prefix length must be 0 to ${problem.maxBits}`;
}

/** The entries trimmed, empty lines and repeats dropped; throws the first problem. */
export function normaliseAllowlist(entries: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of entries) {
    const entry = raw.trim();
    if (entry === '' || out.includes(entry)) continue;
    const problem = allowlistEntryProblem(entry);
    if (problem) throw new Error(allowlistProblemText(entry, problem));
    out.push(entry);
  }
  return out;
}

/** Whether `ip` (the caller's address) is allowed by the list; empty allows all. */
export function allowlistAllows(entries: readonly string[], ip: string): boolean {
  if (entries.length === 0) return true;
  const address = ip.replace(MAPPED_IPV4, '$1').replace(/%.*$/, '');
  const family = isIP(address);
  if (family === 0) return false;
  const list = new BlockList();
  for (const entry of entries) {
    const [base = '', prefix] = entry.split('/');
    const type = isIP(base) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(base, type);
    else list.addSubnet(base, Number(prefix), type);
  }
  return list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
