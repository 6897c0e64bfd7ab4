import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { createStartGate, nextTaskSchedule, type Schedule } from './start-gate';
import { endpoint } from './test-support';

/** A schedule the test runs by hand: each `runTask` is one browser task. */
function manualTasks(): { schedule: Schedule; runTask: () => Promise<void>; pending: () => number } {
  const tasks: Array<() => void> = [];
  return {
    schedule: (run) => tasks.push(run),
    runTask: async () => {
      tasks.shift()?.();
      await Promise.resolve(); // the task's microtasks
      await Promise.resolve();
    },
    pending: () => tasks.length,
  };
}

describe('start gate', () => {
  it('lets the first start of a task go at once and each further one in a later task of its own', async () => {
    const tasks = manualTasks();
    const pass = createStartGate(tasks.schedule);
    const started: number[] = [];
    for (const n of [1, 2, 3]) void pass().then(() => started.push(n));
    await Promise.resolve();
    expect(started).toEqual([1]);
    await tasks.runTask();
    expect(started).toEqual([1, 2]);
    await tasks.runTask();
    expect(started).toEqual([1, 2, 3]);
    await tasks.runTask(); // nothing waits: the gate opens again
    expect(tasks.pending()).toBe(0);
    void pass().then(() => started.push(4));
    await Promise.resolve();
    expect(started).toEqual([1, 2, 3, 4]);
  });

  it('spreads the client requests of one task over tasks', async () => {
    const tasks = manualTasks();
    const urls: string[] = [];
    const fetch = (input: RequestInfo | URL) => {
      urls.push(String(input));
      return Promise.resolve(new Response('{"list":[]}', { headers: { 'content-type': 'application/json' } }));
    };
    const client = createApiClient({ host: 'https://api.test', fetch, startGate: createStartGate(tasks.schedule) });
    const answers = Promise.all(['a', 'b', 'c'].map((name) => client.call(endpoint('GET', `main/api/v2/${name}`, false))));
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(urls).toHaveLength(1);
    await tasks.runTask();
    expect(urls).toHaveLength(2);
    await tasks.runTask();
    expect(urls).toHaveLength(3);
    while (tasks.pending() > 0) await tasks.runTask();
    await expect(answers).resolves.toHaveLength(3);
  });

  it('runs each scheduled callback in a later task, in order', async () => {
    const schedule = nextTaskSchedule();
    const order: string[] = [];
    await new Promise<void>((resolve) => {
      schedule(() => order.push('first'));
      schedule(() => {
        order.push('second');
        resolve();
      });
      order.push('now');
    });
    expect(order).toEqual(['now', 'first', 'second']);
  });
});
