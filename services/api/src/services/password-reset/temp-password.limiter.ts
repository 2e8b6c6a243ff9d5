import { Injectable, Optional } from '@nestjs/common';
import { attemptStore, Clock, TooManyAttemptsException, type AttemptLimit, type AttemptStore } from '../auth';
import { InstanceBus } from '../../common/instance-bus/instance-bus.service';

const ONE_HOUR = 60 * 60 * 1000;

/** Temporary-password requests allowed per hour, counted whether an account matched or not (docs/temp-password.md). */
export const TEMP_PASSWORD_LIMITS = {
  perEmail: { limit: 5, windowMs: ONE_HOUR },
  perIp: { limit: 20, windowMs: ONE_HOUR },
} as const satisfies Record<string, AttemptLimit>;

export const TOO_MANY_TEMP_PASSWORD_REQUESTS = '임시 비밀번호 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.';

/**
 * Every request counts, per e-mail (no mailbox is flooded) and per client IP (nobody probes many
 * accounts); in Redis when the API instances share one, as the login limits are.
 */
@Injectable()
export class TempPasswordLimiter {
  private readonly byEmail: AttemptStore;
  private readonly byIp: AttemptStore;

  constructor(clock: Clock, @Optional() bus?: InstanceBus) {
    this.byEmail = attemptStore(bus?.redis ?? null, 'temp-password-email', TEMP_PASSWORD_LIMITS.perEmail, clock);
    this.byIp = attemptStore(bus?.redis ?? null, 'temp-password-ip', TEMP_PASSWORD_LIMITS.perIp, clock);
  }

  /** Throws TooManyAttemptsException (429) when either count is at its limit, else counts this request. */
  async take(ip: string, email: string): Promise<void> {
    const decisions = await Promise.all([this.byIp.check(ip), this.byEmail.check(email)]);
    const waitSeconds = Math.max(0, ...decisions.map((decision) => (decision.allowed ? 0 : decision.retryAfterSeconds)));
    if (waitSeconds > 0) {
      throw new TooManyAttemptsException(TOO_MANY_TEMP_PASSWORD_REQUESTS, waitSeconds);
    }
    await Promise.all([this.byIp.record(ip), this.byEmail.record(email)]);
  }
}
