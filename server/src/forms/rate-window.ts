/**
 * Fixed-window counters per key (a form and an address, or an address), in
 * memory: per process, like the API's rate limit (docs/architecture.md).
 */
export function createRateWindow(now: () => number, windowMs: number, maxKeys = 50_000) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts one attempt; false when `key` is past `max` in its window. */
    take(key: string, max: number): boolean {
      const at = now();
      const current = windows.get(key);
      if (!current || at - current.start >= windowMs) {
        if (windows.size >= maxKeys) windows.clear();
        windows.set(key, { start: at, count: 1 });
        return max >= 1;
      }
      current.count += 1;
      return current.count <= max;
    },
  };
}
