/**
 * Spreads the starts of requests over the browser's tasks. Starting one costs
 * the main thread a few milliseconds (the client's own work, signing, the
 * browser's fetch), and a page starts several at once: the startup calls,
 * then the first fetch of every live block in one round of effects. Started
 * together they made one task of 40-100 ms, a long task on a phone
 * (docs/first-paint.md). Through the gate the first start of a task goes at
 * once and each further one waits for a task of its own, so none of those
 * tasks is long and a press in between is answered in time.
 */
export type Schedule = (run: () => void) => void;

/** Runs each callback in a task of its own, as soon as possible: a message to ourselves (nested timers wait 4 ms). */
export function nextTaskSchedule(): Schedule {
  const channel = new MessageChannel();
  const queue: Array<() => void> = [];
  channel.port1.onmessage = () => queue.shift()?.();
  // Node (the unit tests) would otherwise stay up for the open port.
  (channel.port1 as MessagePort & { unref?: () => void }).unref?.();
  return (run) => {
    queue.push(run);
    channel.port2.postMessage(null);
  };
}

/** A gate to pass before each start: resolves at once for the first of a task, in a later task of its own for each other. */
export function createStartGate(schedule: Schedule): () => Promise<void> {
  let taken = false; // a start went in the current task
  const waiting: Array<() => void> = [];
  const nextSlot = (): void => {
    const next = waiting.shift();
    if (!next) {
      taken = false;
      return;
    }
    next(); // its start runs in this task's microtasks
    schedule(nextSlot);
  };
  return () => {
    if (taken) return new Promise<void>((resolve) => waiting.push(resolve));
    taken = true;
    schedule(nextSlot);
    return Promise.resolve();
  };
}
