import type { Redis } from 'ioredis';
import { AttemptCounter, type AttemptDecision, type AttemptLimit } from './attempt-counter';
import type { Clock } from './clock';

/** Failed attempts per key over a sliding window: in this process, or in Redis shared by every API instance. */
export interface AttemptStore {
  check(key: string): Promise<AttemptDecision>;
  record(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/** One instance: the counts live in this process. */
export class MemoryAttemptStore implements AttemptStore {
  private readonly counter: AttemptCounter;

  constructor(rule: AttemptLimit, clock: Clock) {
    this.counter = new AttemptCounter(rule, clock);
  }

  async check(key: string): Promise<AttemptDecision> {
    return this.counter.check(key);
  }

  async record(key: string): Promise<void> {
    this.counter.record(key);
  }

  async reset(key: string): Promise<void> {
    this.counter.reset(key);
  }
}

/**
 * Several instances (REDIS_URL): a sorted set of attempt times per key, the newest `limit` kept,
 * expiring with the window, so a limit reached through one instance holds on every other.
 */
export class RedisAttemptStore implements AttemptStore {
  constructor(
    private readonly redis: Redis,
    private readonly name: string,
    private readonly rule: AttemptLimit,
    private readonly clock: Clock,
  ) {}

  async check(key: string): Promise<AttemptDecision> {
    const now = this.clock.now().getTime();
    const times = (await this.redis.zrangebyscore(this.keyOf(key), now - this.rule.windowMs + 1, '+inf')).map(Number).sort((a, b) => a - b);
    if (times.length < this.rule.limit) return { allowed: true };
    // The window frees a slot when the oldest counted attempt leaves it (as AttemptCounter decides).
    const freeAt = (times[times.length - this.rule.limit] as number) + this.rule.windowMs;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)) };
  }

  async record(key: string): Promise<void> {
    const now = this.clock.now().getTime();
    const redisKey = this.keyOf(key);
    // Members are the times themselves (unique per millisecond and key: two failures in one millisecond count once).
    await this.redis
      .multi()
      .zremrangebyscore(redisKey, '-inf', now - this.rule.windowMs)
      .zadd(redisKey, now, String(now))
      .zremrangebyrank(redisKey, 0, -(this.rule.limit + 1))
      .pexpire(redisKey, this.rule.windowMs)
      .exec();
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.keyOf(key));
  }

  private keyOf(key: string): string {
    return `dugout:attempts:${this.name}:${key}`;
  }
}

/** The store for a limit: Redis when the instances share one, else this process's memory. */
export function attemptStore(redis: Redis | null, name: string, rule: AttemptLimit, clock: Clock): AttemptStore {
  return redis ? new RedisAttemptStore(redis, name, rule, clock) : new MemoryAttemptStore(rule, clock);
}
