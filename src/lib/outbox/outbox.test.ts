import { describe, expect, it, vi } from 'vitest';
import { createOutbox, memoryOutboxStore, type SendOutcome } from './outbox';

describe('the outbox', () => {
  it('sends a waiting item with its own id as the request id, once, and forgets it', async () => {
    const outbox = createOutbox(memoryOutboxStore());
    const send = vi.fn(async (): Promise<SendOutcome> => 'sent');
    outbox.register('form', send);
    await outbox.enqueue('form', { a: 1 }, 'req-1');
    expect(await outbox.flush()).toHaveLength(1);
    expect(send).toHaveBeenCalledWith({ a: 1 }, 'req-1');
    expect(await outbox.pending()).toEqual([]);
    await outbox.flush();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps an item the network did not take and sends it later with the same id', async () => {
    const outbox = createOutbox(memoryOutboxStore());
    const outcomes: SendOutcome[] = ['retry', 'sent'];
    const send = vi.fn(async (_payload: unknown, _id: string) => outcomes.shift()!);
    outbox.register('form', send);
    await outbox.enqueue('form', 'x', 'req-2');
    expect(await outbox.flush()).toEqual([]);
    expect((await outbox.pending())[0]?.attempts).toBe(1);
    expect(await outbox.flush()).toHaveLength(1);
    expect(send.mock.calls.map((c) => c[1])).toEqual(['req-2', 'req-2']);
  });

  it('goes on past an item that must wait (its writer not known yet), keeping it for a later flush', async () => {
    let now = 0;
    const outbox = createOutbox(memoryOutboxStore(), () => (now += 1));
    let userKnown = false;
    outbox.register('case', async () => (userKnown ? 'sent' : 'wait'));
    outbox.register('form', async () => 'sent');
    await outbox.enqueue('case', 1, 'case-1');
    await outbox.enqueue('form', 2, 'form-1');
    expect((await outbox.flush()).map((i) => i.id)).toEqual(['form-1']);
    expect(await outbox.pending()).toMatchObject([{ id: 'case-1', attempts: 0 }]);
    userKnown = true;
    expect((await outbox.flush()).map((i) => i.id)).toEqual(['case-1']);
  });

  it('treats a thrown sender as a network failure and drops what the server refused', async () => {
    const outbox = createOutbox(memoryOutboxStore());
    outbox.register('bad', async () => 'drop');
    outbox.register('throws', async () => {
      throw new Error('offline');
    });
    await outbox.enqueue('bad', 1, 'a');
    await outbox.enqueue('throws', 2, 'b');
    await outbox.flush();
    expect((await outbox.pending()).map((i) => i.id)).toEqual(['b']);
  });

  it('runs one flush at a time, so two triggers never send an item twice', async () => {
    const outbox = createOutbox(memoryOutboxStore());
    const send = vi.fn(async (): Promise<SendOutcome> => 'sent');
    outbox.register('form', send);
    await outbox.enqueue('form', 1, 'only');
    await Promise.all([outbox.flush(), outbox.flush()]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('leaves items of a kind nobody registered yet, and tells listeners of changes', async () => {
    const outbox = createOutbox(memoryOutboxStore());
    const listener = vi.fn();
    outbox.subscribe(listener);
    await outbox.enqueue('supportCase', 1, 'case');
    await outbox.flush();
    expect(await outbox.pending()).toHaveLength(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('forgets the items a filter picks (a logout forgets a user’s private kinds) and tells listeners once', async () => {
    const outbox = createOutbox(memoryOutboxStore());
    await outbox.enqueue('supportReply', 1, 'r1');
    await outbox.enqueue('supportCase', 2, 'c1');
    await outbox.enqueue('form', 3, 'f1');
    const listener = vi.fn();
    outbox.subscribe(listener);
    expect(await outbox.remove((item) => item.kind.startsWith('support'))).toBe(2);
    expect((await outbox.pending()).map((i) => i.id)).toEqual(['f1']);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(await outbox.remove(() => false)).toBe(0);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
