/**
 * Deterministic hashing: every random-looking value of the simulator is a
 * hash of (seed, a name, integers), so it is the same on every instance and
 * in every test run.
 */

/** lowbias32 (Chris Wellons): a fast, well-mixed 32-bit integer hash. */
export function mix32(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}

/** FNV-1a of a string, mixed with a seed. */
export function hashString(text: string, seed = 0): number {
  let h = 0x811c9dc5 ^ seed;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return mix32(h >>> 0);
}

/** One step of `hash`: folds an integer (which may exceed 32 bits) into h. */
function fold(h: number, part: number): number {
  const lo = part >>> 0;
  const hi = Math.floor(part / 4294967296) >>> 0;
  h = mix32(h ^ mix32(lo + 0x9e3779b9));
  return hi === 0 ? h : mix32(h ^ mix32(hi + 0x7f4a7c15));
}

/** Hash of a key and integers (each may exceed 32 bits, e.g. a time in ms). */
export function hash(key: number, ...parts: number[]): number {
  let h = key >>> 0;
  for (const part of parts) h = fold(h, part);
  return h;
}

/** `hash(key, a)` without the rest-parameter array, for the simulator's inner loops. */
export function hash1(key: number, a: number): number {
  return fold(key >>> 0, a);
}

/** `hash(key, a, b)` without the rest-parameter array. */
export function hash2(key: number, a: number, b: number): number {
  return fold(fold(key >>> 0, a), b);
}

/** `hash(key, a, b, c)` without the rest-parameter array. */
export function hash3(key: number, a: number, b: number, c: number): number {
  return fold(fold(fold(key >>> 0, a), b), c);
}

/** A uniform number in [0, 1) from a hash. */
export function unit(h: number): number {
  return h / 4294967296;
}

/** A uniform number in [0, 1) for a key and integers. */
export function uniform(key: number, ...parts: number[]): number {
  return unit(hash(key, ...parts));
}

/** A uuid-shaped identifier built from four hashes of a key and integers. */
export function hashUuid(key: number, ...parts: number[]): string {
  const hex = [0, 1, 2, 3]
    .map((i) =>
      hash(key, ...parts, i)
        .toString(16)
        .padStart(8, '0'),
    )
    .join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
