import { afterEach, describe, expect, it, vi } from 'vitest';
import { askDetectionHelper, HELPER_DEVICES_URL } from './ask-helper';

const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => vi.useRealTimers());

describe('askDetectionHelper', () => {
  it('asks the spec address and gives the device names it reports', async () => {
    const fetchImpl = answer({ devices: [{ name: 'NVIDIA GeForce RTX 4090', vendor: 'NVIDIA' }, { name: ' AMD Ryzen 9 7950X ' }, { vendor: 'x' }] });
    expect(await askDetectionHelper(fetchImpl as typeof fetch)).toEqual(['NVIDIA GeForce RTX 4090', 'AMD Ryzen 9 7950X']);
    expect(HELPER_DEVICES_URL).toBe('http://127.0.0.1:18000/devices');
    expect((fetchImpl.mock.calls[0] as unknown[])[0]).toBe(HELPER_DEVICES_URL);
  });

  it('is null when the app is absent, refuses, or answers another shape', async () => {
    const refused = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await askDetectionHelper(refused as typeof fetch)).toBeNull();
    expect(await askDetectionHelper(answer({ error: 'x' }, 500) as typeof fetch)).toBeNull();
    expect(await askDetectionHelper(answer({ gpus: [] }) as typeof fetch)).toBeNull();
    const notJson = vi.fn(async () => new Response('<html>', { status: 200 }));
    expect(await askDetectionHelper(notJson as typeof fetch)).toBeNull();
  });

  it('gives up after the spec timeout of 1.5 s instead of waiting for a hung app', async () => {
    const hung = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
        }),
    );
    const started = Date.now();
    expect(await askDetectionHelper(hung as unknown as typeof fetch)).toBeNull();
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(1400);
    expect(waited).toBeLessThan(5000);
  });
});
