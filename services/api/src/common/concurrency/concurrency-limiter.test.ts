import { ConcurrencyLimiter, LimiterBusyError } from './concurrency-limiter';

/** A task that runs until its release() is called, recording when it started. */
function gate(log: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return {
    task: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
    release: () => release(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('ConcurrencyLimiter', () => {
  it('runs at most `concurrency` tasks at once and starts waiting ones in arrival order', async () => {
    const limiter = new ConcurrencyLimiter({ concurrency: 2, maxQueue: 5, maxWaitMs: 10_000 });
    const log: string[] = [];
    const gates = ['a', 'b', 'c', 'd'].map((name) => gate(log, name));
    const results = gates.map((g) => limiter.run(g.task));
    await tick();
    expect(log).toEqual(['start a', 'start b']);
    expect([limiter.active, limiter.waiting]).toEqual([2, 2]);

    gates[1].release();
    await tick();
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c']);
    expect([limiter.active, limiter.waiting]).toEqual([2, 1]);

    gates[0].release();
    gates[2].release();
    gates[3].release();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect([limiter.active, limiter.waiting]).toEqual([0, 0]);
  });

  it('refuses at once when the queue is full, without running the task', async () => {
    const limiter = new ConcurrencyLimiter({ concurrency: 1, maxQueue: 1, maxWaitMs: 10_000 });
    const log: string[] = [];
    const first = gate(log, 'first');
    const running = limiter.run(first.task);
    expect(limiter.full).toBe(false);
    const queued = limiter.run(async () => 'queued');
    expect(limiter.full).toBe(true);
    const refused = jest.fn(async () => 'refused');
    await expect(limiter.run(refused)).rejects.toEqual(new LimiterBusyError('queue-full'));
    expect(refused).not.toHaveBeenCalled();

    first.release();
    expect(await running).toBe('first');
    expect(await queued).toBe('queued');
  });

  it('refuses a task that waited longer than maxWaitMs and gives its place to the next', async () => {
    jest.useFakeTimers();
    try {
      const limiter = new ConcurrencyLimiter({ concurrency: 1, maxQueue: 2, maxWaitMs: 500 });
      const log: string[] = [];
      const first = gate(log, 'first');
      const running = limiter.run(first.task);
      const late = limiter.run(async () => 'late');
      jest.advanceTimersByTime(499);
      expect(limiter.waiting).toBe(1);
      jest.advanceTimersByTime(1);
      await expect(late).rejects.toEqual(new LimiterBusyError('wait-timeout'));
      expect(limiter.waiting).toBe(0);

      const next = limiter.run(async () => 'next');
      first.release();
      expect(await running).toBe('first');
      expect(await next).toBe('next');
      expect([limiter.active, limiter.waiting]).toEqual([0, 0]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses at once a task that would wait longer than maxExpectedWaitMs behind the tasks ahead at their recent length', async () => {
    const limiter = new ConcurrencyLimiter({ concurrency: 2, maxQueue: 100, maxWaitMs: 60_000, maxExpectedWaitMs: 100 });
    await limiter.run(() => new Promise((resolve) => setTimeout(resolve, 40)));
    const log: string[] = [];
    const slots = [gate(log, 'a'), gate(log, 'b')];
    const running = slots.map((slot) => limiter.run(slot.task));
    const average = limiter.expectedWaitMs;
    expect(average).toBeGreaterThanOrEqual(39);
    // Two slots: the 1st and 2nd waiting tasks wait one task length, the 3rd and 4th two, ...
    const waiting: Promise<unknown>[] = [];
    while (limiter.expectedWaitMs <= 100) waiting.push(limiter.run(async () => 'waited'));
    await expect(limiter.run(async () => 'refused')).rejects.toEqual(new LimiterBusyError('queue-full'));
    expect(waiting.length).toBe(2 * Math.floor(100 / average));
    slots.forEach((slot) => slot.release());
    await Promise.all([...running, ...waiting]);
  });

  it('frees the slot when a task fails', async () => {
    const limiter = new ConcurrencyLimiter({ concurrency: 1, maxQueue: 0, maxWaitMs: 0 });
    await expect(limiter.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limiter.run(async () => 'after')).toBe('after');
  });

  it('rejects limits that cannot work', () => {
    expect(() => new ConcurrencyLimiter({ concurrency: 0, maxQueue: 1, maxWaitMs: 1 })).toThrow(RangeError);
  });
});
