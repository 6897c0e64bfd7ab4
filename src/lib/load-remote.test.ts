import { describe, expect, it, vi } from 'vitest';
import { proxy } from 'valtio';
import { loadRemote, loadSlot, slotOf } from './load-remote';
import { failed, idle, isKeptCopy, loading, ready, type Remote } from './remote';

const answer = <T>(data: T, asOf = 1) => Promise.resolve({ data, asOf });

describe('the loader', () => {
  it('moves a slot from idle to loading to ready with the answer and its time', async () => {
    const store = proxy<{ list: Remote<number[]> }>({ list: idle() });
    const seen: string[] = [];
    const run = loadSlot(store, 'list', () => answer([1, 2], 42));
    seen.push(store.list.status);
    await run;
    expect(seen).toEqual(['loading']);
    expect(store.list).toEqual({ status: 'ready', data: [1, 2], asOf: 42 });
  });

  it('keeps the last answer and its time when a load fails, with why', async () => {
    const store = proxy<{ list: Remote<number[]> }>({ list: ready([1], 10) });
    await loadSlot(store, 'list', () => Promise.reject(new Error('The server could not be reached')));
    expect(store.list).toEqual({ status: 'error', error: 'The server could not be reached', data: [1], asOf: 10 });
    expect(isKeptCopy(store.list)).toBe(true);
  });

  it('leaves ready data ready while a refresh runs, so nothing on screen blinks', async () => {
    const store = proxy<{ list: Remote<number[]> }>({ list: ready([1], 10) });
    const before = store.list;
    let release: () => void = () => undefined;
    const run = loadSlot(store, 'list', () => new Promise((resolve) => (release = () => resolve({ data: [2], asOf: 20 }))));
    expect(store.list).toBe(before);
    release();
    await run;
    expect(store.list).toEqual({ status: 'ready', data: [2], asOf: 20 });
  });

  it('shares one load among the calls for a slot while it runs, and loads again after', async () => {
    const store = proxy<{ a: Remote<number>; b: Remote<number> }>({ a: idle(), b: idle() });
    const call = vi.fn(() => answer(1));
    await Promise.all([loadSlot(store, 'a', call), loadSlot(store, 'a', call), loadSlot(store, 'b', call)]);
    expect(call).toHaveBeenCalledTimes(2);
    await loadSlot(store, 'a', call);
    expect(call).toHaveBeenCalledTimes(3);
  });

  it('drops the changes a store no longer wants (the user signed out meanwhile)', async () => {
    const store = proxy<{ list: Remote<string[]> }>({ list: idle() });
    let wanted = true;
    const run = loadRemote(
      slotOf(store, 'list', () => wanted),
      async () => {
        wanted = false;
        return { data: ['secret'], asOf: 1 };
      },
    );
    expect(store.list.status).toBe('loading');
    expect(await run).toEqual({ data: ['secret'], asOf: 1 });
    expect(store.list).toEqual({ status: 'loading' });
  });

  it('resolves to undefined rather than rejecting when the call fails', async () => {
    const store = proxy<{ n: Remote<number> }>({ n: idle() });
    await expect(loadSlot(store, 'n', () => Promise.reject(new Error('down')))).resolves.toBeUndefined();
  });
});

describe('slot states', () => {
  it('retry after a failure reads loading, with the copy kept', () => {
    expect(loading(failed(new Error('x'), ready('old', 5)))).toEqual({ status: 'loading', data: 'old', asOf: 5 });
    expect(loading(failed<string>('x'))).toEqual({ status: 'loading' });
  });
});
