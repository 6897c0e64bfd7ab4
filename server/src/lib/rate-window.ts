/**
 * Fixed-window counters per key, in memory and per process: the API's rate
 * limit (plugins/rate-limit.ts), the public forms' windows (docs/forms.md)
 * and the error monitor's tunnel. A window starts with a key's first request
 * and lasts `windowMs`; at most `maxKeys` keys are held (server-limits.ts:
 * RATE_WINDOW_MAX_KEYS), and past that the counts start again, so memory
 * stays bounded whatever the spread of keys.
 */

/** One key's window: its start and how many requests it has counted. */
export interface RateWindowEntry {
  readonly start: number;
  readonly count: number;
}

export interface RateWindow {
  /** Counts one request for `key` and returns its window (the same object while the window lasts). */
  hit(key: string): RateWindowEntry;
  /** Counts one request; false when `key` is past `max` in its window. */
  take(key: string, max: number): boolean;
}

export function createRateWindow(now: () => number, windowMs: number, maxKeys: number): RateWindow {
  const windows = new Map<string, { start: number; count: number }>();
  function hit(key: string): RateWindowEntry {
    const at = now();
    const current = windows.get(key);
    if (current && at - current.start < windowMs) {
      current.count += 1;
      return current;
    }
    if (!current && windows.size >= maxKeys) windows.clear();
    const fresh = { start: at, count: 1 };
    windows.set(key, fresh);
    return fresh;
  }
  return {
    hit,
    take: (key, max) => hit(key).count <= max,
  };
}

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/;

/**
 * The key a client address counts under: an IPv4 address as it is (an
 * IPv4-mapped IPv6 address as its IPv4 form), an IPv6 address as its /64
 * network, the block one subscriber is usually given, so that one client
 * cannot take a fresh window per address of its own network.
 */
export function addressKey(ip: string): string {
  if (!ip.includes(':')) return ip;
  const address = ip.toLowerCase().replace(/%.*$/, '');
  const mapped = address.match(MAPPED_IPV4);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = address.split('::', 2);
  const groupsOf = (part: string) => (part ? part.split(':') : []);
  // An embedded IPv4 address at the end stands for two groups.
  const width = (groups: string[]) => groups.length + (groups.at(-1)?.includes('.') ? 1 : 0);
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const zeros = tail === undefined ? 0 : Math.max(0, 8 - width(front) - width(back));
  const groups = [...front, ...Array<string>(zeros).fill('0'), ...back];
  const prefix = groups.slice(0, 4).map((group) => (/^[0-9a-f]{1,4}$/.test(group) ? parseInt(group, 16).toString(16) : group));
  return `${prefix.join(':')}::/64`;
}
