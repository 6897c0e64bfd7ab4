import { describe, expect, it } from 'vitest';
import { TtlLoader } from './ttl-loader.js';

function counting(values: Map<string, number>) {
  const calls: string[] = [];
  const load = async (key: string) => {
    calls.push(key);
    const value = values.get(key);
    if (value === undefined) throw new Error(`no ${key}`);
    return value;
  };
  return { load, calls };
}

describe('TtlLoader', () => {
  it('loads a key once while it is fresh and shares a load in progress', async () => {
    const { load, calls } = counting(new Map([['a', 1]]));
    const loader = new TtlLoader(load, { ttlMs: 1000, maxEntries: 10, clock: () => 0 });
    expect(await Promise.all([loader.get('a'), loader.get('a'), loader.get('a')])).toEqual([1, 1, 1]);
    expect(await loader.get('a')).toBe(1);
    expect(calls).toEqual(['a']);
  });

  it('loads again once the time to live has passed, or at once after forget', async () => {
    const values = new Map([['a', 1]]);
    const { load, calls } = counting(values);
    let clock = 0;
    const loader = new TtlLoader(load, { ttlMs: 1000, maxEntries: 10, clock: () => clock });
    await loader.get('a');
    values.set('a', 2);
    clock = 999;
    expect(await loader.get('a')).toBe(1);
    clock = 1000;
    expect(await loader.get('a')).toBe(2);
    values.set('a', 3);
    loader.forget('a');
    expect(await loader.get('a')).toBe(3);
    expect(calls).toHaveLength(3);
  });

  it('does not keep a failed load', async () => {
    const values = new Map<string, number>();
    const { load } = counting(values);
    const loader = new TtlLoader(load, { ttlMs: 1000, maxEntries: 10, clock: () => 0 });
    await expect(loader.get('a')).rejects.toThrow('no a');
    values.set('a', 5);
    expect(await loader.get('a')).toBe(5);
  });

  it('keeps at most maxEntries keys', async () => {
    const values = new Map(Array.from({ length: 50 }, (_, i) => [`k${i}`, i] as [string, number]));
    const loader = new TtlLoader(counting(values).load, { ttlMs: 1000, maxEntries: 20, clock: () => 0 });
    for (let i = 0; i < 50; i++) await loader.get(`k${i}`);
    expect(loader.size).toBe(20);
  });
});
