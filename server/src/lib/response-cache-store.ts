/**
 * The response cache's memory: a map in insertion order, bounded by entry
 * count and by bytes (server-limits.ts), that drops an expired entry when it
 * is asked for and on each sweep. Eviction is least recently used by second
 * chance: a hit only marks its entry, and an eviction passing a marked entry
 * moves it to the young end unmarked instead of dropping it. A hit then
 * writes one flag, where moving the key in the map on every hit (a delete and
 * an insert) was the cache's largest cost under load (docs/api.md).
 */
/** The bounds of a response cache (the server's values are in server-limits.ts). */
export interface ResponseCacheLimits {
  /** Most responses kept; past it the least recently used goes. */
  maxEntries: number;
  /** Most bytes of bodies and keys kept; past it the least recently used goes. */
  maxBytes: number;
  /** A larger response is served but not kept. */
  maxEntryBytes: number;
  /** Expired entries are also dropped by a sweep this often, used or not. */
  sweepIntervalMs: number;
  /** Request targets remembered per entry, answered before validation (plugins/response-cache.ts). */
  aliasesPerEntry: number;
  /** A longer request target is not remembered: it goes the whole way each time. */
  aliasMaxTargetLength: number;
}

/** The encodings a cached answer keeps a copy in (plugins/response-cache.ts picks one per request). */
export type CachedEncoding = 'br' | 'gzip';

export interface CachedResponse {
  body: string | Buffer;
  /** The body encoded once when it was stored, so a hit costs no compression. */
  encoded?: Partial<Record<CachedEncoding, Buffer>>;
  contentType: string;
  etag: string;
  expiresAt: number;
}

interface Slot {
  value: CachedResponse;
  bytes: number;
  /** Asked for since it was stored or last passed by an eviction. */
  used: boolean;
}

/** Map entry, object and header strings: a rough constant so tiny bodies still count. */
const ENTRY_OVERHEAD_BYTES = 256;

export class ResponseCache {
  private readonly slots = new Map<string, Slot>();
  private totalBytes = 0;

  constructor(
    private readonly now: () => number,
    readonly limits: ResponseCacheLimits,
  ) {}

  get size(): number {
    return this.slots.size;
  }

  /** Bytes of keys and bodies held, with a fixed overhead per entry. */
  get bytes(): number {
    return this.totalBytes;
  }

  /** The entry held under a key, as it is: no expiry check, its place in the eviction order unchanged. */
  peek(key: string): CachedResponse | undefined {
    return this.slots.get(key)?.value;
  }

  get(key: string): CachedResponse | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    if (slot.value.expiresAt <= this.now()) {
      this.remove(key, slot);
      return undefined;
    }
    slot.used = true;
    return slot.value;
  }

  /** Keeps a response unless it alone is larger than an entry may be; evicts the least recently used past the bounds. */
  set(key: string, value: CachedResponse): boolean {
    const encodedBytes = Object.values(value.encoded ?? {}).reduce((sum, copy) => sum + copy.length, 0);
    const bytes = Buffer.byteLength(key) + Buffer.byteLength(value.body) + encodedBytes + ENTRY_OVERHEAD_BYTES;
    const old = this.slots.get(key);
    if (old) this.remove(key, old);
    if (bytes > this.limits.maxEntryBytes) return false;
    this.slots.set(key, { value, bytes, used: false });
    this.totalBytes += bytes;
    // A moved entry comes round again in this loop, unmarked: each moves at most once.
    for (const [oldest, slot] of this.slots) {
      if (this.slots.size <= this.limits.maxEntries && this.totalBytes <= this.limits.maxBytes) break;
      if (slot.used) {
        slot.used = false;
        this.slots.delete(oldest);
        this.slots.set(oldest, slot);
      } else {
        this.remove(oldest, slot);
      }
    }
    return true;
  }

  /** Drops every expired entry; returns how many. */
  sweep(): number {
    const now = this.now();
    let dropped = 0;
    for (const [key, slot] of this.slots) {
      if (slot.value.expiresAt <= now) {
        this.remove(key, slot);
        dropped++;
      }
    }
    return dropped;
  }

  /** Drops the entries whose key passes `test` (a content reload drops the content answers); returns how many. */
  deleteWhere(test: (key: string) => boolean): number {
    let dropped = 0;
    for (const [key, slot] of this.slots) {
      if (test(key)) {
        this.remove(key, slot);
        dropped++;
      }
    }
    return dropped;
  }

  clear(): void {
    this.slots.clear();
    this.totalBytes = 0;
  }

  private remove(key: string, slot: Slot): void {
    this.slots.delete(key);
    this.totalBytes -= slot.bytes;
  }
}
