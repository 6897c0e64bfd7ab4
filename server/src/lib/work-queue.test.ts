import { describe, expect, it } from 'vitest';
import { WorkQueue, WorkQueueFullError } from './work-queue.js';
import { CONTENT_RELOAD_QUEUE } from '../server-limits.js';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('WorkQueue', () => {
  it('runs at most `concurrency` jobs at once, the rest in order', async () => {
    const queue = new WorkQueue({ concurrency: 2, maxQueued: 10 });
    const releases: Array<() => void> = [];
    const started: number[] = [];
    const jobs = [0, 1, 2, 3].map((n) =>
      queue.run(async () => {
        started.push(n);
        await new Promise<void>((resolve) => releases.push(resolve));
        return n;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(queue.queued).toBe(2);
    releases[0]!();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    expect(queue.active).toBe(2);
    releases[1]!();
    await tick();
    releases[2]!();
    releases[3]!();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3]);
    expect(queue.active).toBe(0);
  });

  it('refuses a job at once when maxQueued are waiting, and frees the slot of a failed job', async () => {
    const queue = new WorkQueue({ concurrency: 1, maxQueued: 1 });
    let release!: () => void;
    const first = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const second = queue.run(async () => 'second');
    await expect(queue.run(async () => 'third')).rejects.toBeInstanceOf(WorkQueueFullError);
    release();
    await first;
    expect(await second).toBe('second');
    await expect(queue.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(async () => 'after')).toBe('after');
  });

  it('keeps the pinned content reload bounds', () => {
    expect(CONTENT_RELOAD_QUEUE).toEqual({ concurrency: 1, maxQueued: 4 });
  });
});
