import { Injectable, Logger, Optional } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppConfig } from '../../config/app-config';
import { InstanceBus } from '../instance-bus/instance-bus.service';
import { TooManyRequestsException } from './too-many-requests.exception';
import { WRITE_KINDS, type WriteKind, type WriteLimits } from '../../config/write-limits';

const MINUTE_SECONDS = 60;
const DAY_SECONDS = 24 * 60 * 60;

/** A kind's two windows, consumed in this order (a write refused by the minute does not spend the day). */
interface KindLimiters {
  minute: RateLimiterAbstract;
  day: RateLimiterAbstract;
}

/**
 * Counts writes per member (or per visitor's address) against WriteLimits. Counted in Redis when
 * the instances share one (REDIS_URL), so a budget spent through one instance is spent on all;
 * if Redis fails, each instance counts in its own memory meanwhile (the insurance limiter), so a
 * Redis outage neither blocks writes nor lifts the limits.
 */
@Injectable()
export class WriteLimiter {
  private readonly logger = new Logger(WriteLimiter.name);
  private readonly limiters: Record<WriteKind, KindLimiters>;

  constructor(config: AppConfig, @Optional() bus?: InstanceBus) {
    this.limiters = buildLimiters(config.writeLimits, bus?.redis ?? null);
  }

  /** Spends one write of `kind` for `key`; throws TooManyRequestsException (429) when the budget is spent. */
  async consume(kind: WriteKind, key: string): Promise<void> {
    const { minute, day } = this.limiters[kind];
    for (const limiter of [minute, day]) {
      try {
        await limiter.consume(key);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw new TooManyRequestsException(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
        // Neither Redis nor the insurance could count: let the write through rather than fail it.
        this.logger.warn(`쓰기 한도를 세지 못했습니다 (${kind}): ${String(rejection)}`);
        return;
      }
    }
  }
}

function buildLimiters(limits: WriteLimits, redis: Redis | null): Record<WriteKind, KindLimiters> {
  const make = (kind: WriteKind, window: 'minute' | 'day', points: number): RateLimiterAbstract => {
    const duration = window === 'minute' ? MINUTE_SECONDS : DAY_SECONDS;
    const keyPrefix = `dugout:writes:${kind}:${window}`;
    const memory = new RateLimiterMemory({ points, duration, keyPrefix });
    return redis ? new RateLimiterRedis({ storeClient: redis, points, duration, keyPrefix, insuranceLimiter: memory }) : memory;
  };
  const entries = WRITE_KINDS.map((kind) => [kind, { minute: make(kind, 'minute', limits[kind].perMinute), day: make(kind, 'day', limits[kind].perDay) }] as const);
  return Object.fromEntries(entries) as Record<WriteKind, KindLimiters>;
}
