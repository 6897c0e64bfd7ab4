/**
 * A small read-through cache for values that every call of a hot route reads
 * and that change rarely: each key is loaded once per `ttlMs`, callers that
 * ask while a load runs share it, a failed load is not kept, and past
 * `maxEntries` the longest kept key is dropped. `forget(key)` after a write
 * makes the next read load again.
 */
export interface TtlLoaderOptions {
  ttlMs: number;
  maxEntries: number;
  /** Monotonic milliseconds; tests pass their own. */
  clock?: () => number;
}

export class TtlLoader<V> {
  private readonly entries = new Map<string, { value: Promise<V>; until: number }>();
  private readonly clock: () => number;

  constructor(
    private readonly load: (key: string) => Promise<V>,
    private readonly options: TtlLoaderOptions,
  ) {
    this.clock = options.clock ?? (() => performance.now());
  }

  get(key: string): Promise<V> {
    const now = this.clock();
    const entry = this.entries.get(key);
    if (entry && now < entry.until) return entry.value;
    if (entry) this.entries.delete(key);
    if (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const value = this.load(key);
    const kept = { value, until: now + this.options.ttlMs };
    this.entries.set(key, kept);
    value.catch(() => {
      if (this.entries.get(key) === kept) this.entries.delete(key);
    });
    return value;
  }

  forget(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
