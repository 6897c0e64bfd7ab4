/**
 * Where the signing plugin records the nonces it has accepted. Two kinds:
 * the `api_nonces` table (repositories/nonces.ts), shared by every server on
 * one PostgreSQL, and MemoryNonceStore below, for the embedded database,
 * where this process is the only server of its data directory (the data
 * directory lock) and a write per signed call would be the slowest step of
 * the call.
 *
 * A nonce is kept until the signed time it came with leaves the acceptance
 * window (`expiresAtMs` = signed time + SIGNED_TIME_WINDOW_MS): a replay
 * carries the same signed time, so after that the time check refuses it.
 */

/** `stale`: the store cannot vouch for a nonce this old (see MemoryNonceStore); the caller re-signs. */
export type NonceClaim = 'claimed' | 'reused' | 'stale';

export interface NonceStore {
  claim(key: string, nonce: string, expiresAtMs: number): Promise<NonceClaim>;
  /** Forgets nonces whose time can no longer pass the time check. */
  prune(nowMs: number): Promise<void>;
}

/** Nonces are grouped by the second they expire in, so forgetting the oldest is cheap. */
const BUCKET_MS = 1000;

export interface MemoryNonceStoreOptions {
  /**
   * When this process started taking nonces: the ones accepted before (by a
   * previous process on the same data) are gone, so a request signed earlier
   * is `stale` rather than possibly a replay.
   */
  sinceMs: number;
  windowMs: number;
  /** Most nonces kept (MEMORY_NONCES_MAX in server-limits.ts); about 225 bytes each (measured after a full collection). */
  maxEntries: number;
}

/**
 * Nonces in memory, bounded. It knows every nonce it accepted whose expiry
 * is at or above `floorMs`; a claim below the floor is `stale`. The floor
 * starts at `sinceMs + windowMs` (requests signed since the start) and rises
 * only when the store is full: it then forgets the second that expires
 * first and refuses anything expiring in it, so a flood of signed calls makes
 * the oldest still-valid signatures re-sign instead of growing the heap.
 */
export class MemoryNonceStore implements NonceStore {
  private readonly buckets = new Map<number, Set<string>>();
  private readonly maxEntries: number;
  private size = 0;
  private floorMs: number;

  constructor(options: MemoryNonceStoreOptions) {
    this.floorMs = options.sinceMs + options.windowMs;
    this.maxEntries = options.maxEntries;
  }

  get entries(): number {
    return this.size;
  }

  claim(key: string, nonce: string, expiresAtMs: number): Promise<NonceClaim> {
    return Promise.resolve(this.claimSync(key, nonce, expiresAtMs));
  }

  private claimSync(key: string, nonce: string, expiresAtMs: number): NonceClaim {
    if (expiresAtMs < this.floorMs) return 'stale';
    const bucket = Math.floor(expiresAtMs / BUCKET_MS);
    // Nonces are printable without spaces (the signing plugin checks), so the space separates.
    const id = `${key} ${nonce}`;
    if (this.buckets.get(bucket)?.has(id)) return 'reused';
    while (this.size >= this.maxEntries) this.forgetOldest();
    if (expiresAtMs < this.floorMs) return 'stale';
    let set = this.buckets.get(bucket);
    if (!set) {
      set = new Set();
      this.buckets.set(bucket, set);
    }
    set.add(id);
    this.size++;
    return 'claimed';
  }

  private forgetOldest(): void {
    let oldest = Infinity;
    for (const bucket of this.buckets.keys()) if (bucket < oldest) oldest = bucket;
    const set = this.buckets.get(oldest);
    if (!set) return;
    this.buckets.delete(oldest);
    this.size -= set.size;
    this.floorMs = Math.max(this.floorMs, (oldest + 1) * BUCKET_MS);
  }

  /**
   * Forgets the seconds that ended by `nowMs`. The floor rises with them: the
   * time check refuses such requests anyway, and should the clock step back,
   * a forgotten nonce still cannot pass.
   */
  prune(nowMs: number): Promise<void> {
    const end = Math.floor(nowMs / BUCKET_MS) * BUCKET_MS;
    for (const [bucket, set] of this.buckets) {
      if ((bucket + 1) * BUCKET_MS <= end) {
        this.buckets.delete(bucket);
        this.size -= set.size;
      }
    }
    this.floorMs = Math.max(this.floorMs, end);
    return Promise.resolve();
  }
}
