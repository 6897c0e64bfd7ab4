import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { MemoryNonceStore } from './nonce-store.js';
import { MEMORY_NONCES_MAX } from '../server-limits.js';

const WINDOW = 300_000;
const START = 1_700_000_000_000;
const KEY = '00000000-0000-4000-8000-000000000001';

const store = (maxEntries = MEMORY_NONCES_MAX) => new MemoryNonceStore({ sinceMs: START, windowMs: WINDOW, maxEntries });
const at = (signedAt: number) => signedAt + WINDOW;

describe('MemoryNonceStore', () => {
  it('claims a nonce once per key and says reused the second time', async () => {
    const s = store();
    expect(await s.claim(KEY, 'n1', at(START))).toBe('claimed');
    expect(await s.claim(KEY, 'n1', at(START))).toBe('reused');
    expect(await s.claim('00000000-0000-4000-8000-000000000002', 'n1', at(START))).toBe('claimed');
  });

  it('calls a request signed before the store started stale, since an earlier process may have seen its nonce', async () => {
    const s = store();
    expect(await s.claim(KEY, 'old', at(START - 1))).toBe('stale');
    expect(await s.claim(KEY, 'new', at(START))).toBe('claimed');
  });

  it('stays within its bound by forgetting the second that expires first, and then refuses that second as stale', async () => {
    const s = store(3);
    expect(await s.claim(KEY, 'a', at(START))).toBe('claimed');
    expect(await s.claim(KEY, 'b', at(START + 1000))).toBe('claimed');
    expect(await s.claim(KEY, 'c', at(START + 2000))).toBe('claimed');
    expect(await s.claim(KEY, 'd', at(START + 3000))).toBe('claimed');
    expect(s.entries).toBe(3);
    // 'a' is forgotten, so its replay must not pass as new.
    expect(await s.claim(KEY, 'a', at(START))).toBe('stale');
    expect(await s.claim(KEY, 'b', at(START + 1000))).toBe('reused');
  });

  it('calls a new nonce in the second it has just forgotten stale', async () => {
    const s = store(2);
    await s.claim(KEY, 'a', at(START));
    await s.claim(KEY, 'b', at(START + 1000));
    expect(await s.claim(KEY, 'c', at(START))).toBe('stale');
    expect(s.entries).toBe(1);
  });

  it('keeps a nonce until its signed time leaves the window, then forgets it', async () => {
    const s = store();
    await s.claim(KEY, 'x', at(START));
    await s.prune(START + WINDOW);
    expect(await s.claim(KEY, 'x', at(START))).toBe('reused');
    await s.prune(START + WINDOW + 1000);
    expect(s.entries).toBe(0);
    // The time check refuses it by now; should the clock step back, it is stale, never new.
    expect(await s.claim(KEY, 'x', at(START))).toBe('stale');
  });

  it('holds 200,000 nonces in a bounded heap', async () => {
    // Retained memory, not garbage the collector has yet to reach: a full
    // collection before each reading (the ids built for the loop and the
    // forgotten seconds are garbage, and how much of them is still on the
    // heap depends on the machine's load).
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    gc();
    const s = store();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < 250_000; i++) {
      await s.claim(KEY, `nonce-${i.toString(36).padStart(30, '0')}`, at(START + Math.floor(i / 100)));
    }
    expect(s.entries).toBeLessThanOrEqual(200_000);
    gc();
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(64 * 1024 * 1024);
  });
});
