import { MovingAverage } from './moving-average';

/** The limiter's queue is full, or a task waited longer than allowed; nothing was run. */
export class LimiterBusyError extends Error {
  constructor(reason: 'queue-full' | 'wait-timeout') {
    super(reason === 'queue-full' ? 'concurrency limiter queue is full' : 'waited too long for a free slot');
    this.name = 'LimiterBusyError';
  }
}

export interface ConcurrencyLimits {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks allowed to wait for a slot; more are refused at once. */
  maxQueue: number;
  /** How long a task may wait for a slot before it is refused. */
  maxWaitMs: number;
  /**
   * When set, a task that would wait longer than this for a slot (the tasks ahead of it at the
   * recent average task length) is refused at once, rather than after waiting maxWaitMs.
   */
  maxExpectedWaitMs?: number;
}

interface Waiter {
  start(): void;
  timer: NodeJS.Timeout;
}

/**
 * Runs at most `concurrency` tasks at once, first come first served, with a short bounded queue:
 * a task that finds the queue full, or waits longer than maxWaitMs, fails with LimiterBusyError
 * instead of piling up work (and memory) the machine cannot do in time.
 */
export class ConcurrencyLimiter {
  private running = 0;
  private readonly queue: Waiter[] = [];
  /** How long a task runs, recently (0 until one has finished). */
  private readonly taskLength = new MovingAverage();

  constructor(readonly limits: ConcurrencyLimits) {
    if (!(limits.concurrency >= 1) || !(limits.maxQueue >= 0) || !(limits.maxWaitMs >= 0)) {
      throw new RangeError(`invalid concurrency limits: ${JSON.stringify(limits)}`);
    }
  }

  get active(): number {
    return this.running;
  }

  get waiting(): number {
    return this.queue.length;
  }

  /** Whether a task given now would be refused at once (every slot busy and the queue full). */
  get full(): boolean {
    return this.running >= this.limits.concurrency && this.queue.length >= this.limits.maxQueue;
  }

  /** How long a task given now would expect to wait for a slot, in ms. */
  get expectedWaitMs(): number {
    if (this.running < this.limits.concurrency) return 0;
    return Math.ceil((this.queue.length + 1) / this.limits.concurrency) * this.taskLength.ms;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    const started = performance.now();
    try {
      return await task();
    } finally {
      this.taskLength.add(performance.now() - started);
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.limits.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    const { maxExpectedWaitMs } = this.limits;
    if (this.queue.length >= this.limits.maxQueue || (maxExpectedWaitMs !== undefined && this.expectedWaitMs > maxExpectedWaitMs)) {
      return Promise.reject(new LimiterBusyError('queue-full'));
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          this.queue.splice(this.queue.indexOf(waiter), 1);
          reject(new LimiterBusyError('wait-timeout'));
        }, this.limits.maxWaitMs),
      };
      this.queue.push(waiter);
    });
  }

  private release(): void {
    const next = this.queue.shift();
    if (next) {
      next.start(); // the slot passes straight to the next task
    } else {
      this.running -= 1;
    }
  }
}
