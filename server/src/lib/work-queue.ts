/**
 * A small work queue: at most `concurrency` jobs run at once, the rest wait in
 * order, and past `maxQueued` waiting a new job is refused at once (the caller
 * answers "busy" instead of piling work up). Heavy or database work goes
 * through one so it cannot crowd out the event loop's other answers.
 */
export class WorkQueueFullError extends Error {
  override readonly name = 'WorkQueueFullError';
}

export class WorkQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly limits: { concurrency: number; maxQueued: number }) {}

  get active(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.concurrency) {
      if (this.waiting.length >= this.limits.maxQueued) throw new WorkQueueFullError('Too much work queued');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await job();
    } finally {
      // The slot passes straight to the next job, so `running` never dips and a newcomer cannot jump the queue.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
