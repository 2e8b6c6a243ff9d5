import type { Clock } from './clock';

export interface AttemptLimit {
  /** Failures allowed inside one window. */
  limit: number;
  windowMs: number;
}

export type AttemptDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Beyond this many tracked keys the stalest ones are dropped, so a flood of new keys cannot exhaust memory. */
const DEFAULT_MAX_KEYS = 50_000;

/**
 * Counts failed attempts per key over a sliding window (a log of attempt times, at most `limit`
 * per key) in this process's memory. With several API instances (REDIS_URL) RedisAttemptStore keeps
 * the same windows in Redis instead (attempt-store.ts).
 */
export class AttemptCounter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly rule: AttemptLimit,
    private readonly clock: Clock,
    private readonly maxKeys = DEFAULT_MAX_KEYS,
  ) {}

  check(key: string): AttemptDecision {
    const now = this.clock.now().getTime();
    const recent = this.recentAttempts(key, now);
    if (recent.length < this.rule.limit) {
      return { allowed: true };
    }
    // The window frees a slot when the oldest counted attempt leaves it.
    const freeAt = recent[recent.length - this.rule.limit] + this.rule.windowMs;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)) };
  }

  record(key: string): void {
    const now = this.clock.now().getTime();
    const recent = this.recentAttempts(key, now);
    recent.push(now);
    // Only the newest `limit` attempts matter for the decision.
    const kept = recent.slice(-this.rule.limit);
    this.attempts.delete(key);
    this.attempts.set(key, kept);
    this.evictIfFull();
  }

  reset(key: string): void {
    this.attempts.delete(key);
  }

  /** Number of keys currently tracked (for tests and monitoring). */
  get size(): number {
    return this.attempts.size;
  }

  private recentAttempts(key: string, now: number): number[] {
    const times = this.attempts.get(key);
    if (!times) {
      return [];
    }
    const recent = times.filter((time) => now - time < this.rule.windowMs);
    if (recent.length === 0) {
      this.attempts.delete(key);
    }
    return recent;
  }

  private evictIfFull(): void {
    // Map keeps insertion order and record() re-inserts, so the first keys are the least recently failed.
    for (const key of this.attempts.keys()) {
      if (this.attempts.size <= this.maxKeys) {
        return;
      }
      this.attempts.delete(key);
    }
  }
}
