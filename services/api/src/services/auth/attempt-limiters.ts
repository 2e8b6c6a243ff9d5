import { Injectable, Optional } from '@nestjs/common';
import { InstanceBus } from '../../common/instance-bus/instance-bus.service';
import type { AttemptDecision, AttemptLimit } from './attempt-counter';
import { attemptStore, type AttemptStore } from './attempt-store';
import { Clock } from './clock';
import { TooManyAttemptsException } from './too-many-attempts.exception';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** Failed logins allowed per 15 minutes (docs/auth.md). */
export const LOGIN_LIMITS = {
  perIpAndEmail: { limit: 10, windowMs: FIFTEEN_MINUTES },
  perIp: { limit: 50, windowMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, AttemptLimit>;

/** Wrong current passwords (checkPassword, changePassword) allowed per account per 15 minutes. */
export const PASSWORD_CHECK_LIMIT = { limit: 10, windowMs: FIFTEEN_MINUTES } as const satisfies AttemptLimit;

export const TOO_MANY_LOGINS = '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.';
export const TOO_MANY_PASSWORD_CHECKS = '비밀번호 확인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.';

/**
 * Failed logins per client IP and email, and per client IP (password spraying over many
 * accounts). A blocked client is refused before its password is even checked, so guessing
 * right while blocked tells nothing. A success clears that IP's count for that email. Counted in
 * Redis when the API instances share one (REDIS_URL), so a limit reached on one holds on all.
 */
@Injectable()
export class LoginAttemptLimiter {
  private readonly byIpAndEmail: AttemptStore;
  private readonly byIp: AttemptStore;

  constructor(clock: Clock, @Optional() bus?: InstanceBus) {
    this.byIpAndEmail = attemptStore(bus?.redis ?? null, 'login-ip-email', LOGIN_LIMITS.perIpAndEmail, clock);
    this.byIp = attemptStore(bus?.redis ?? null, 'login-ip', LOGIN_LIMITS.perIp, clock);
  }

  /** Throws TooManyAttemptsException (429) while either count is at its limit. */
  async ensureAllowed(ip: string, email: string): Promise<void> {
    const [byIp, byIpAndEmail] = await Promise.all([this.byIp.check(ip), this.byIpAndEmail.check(ipAndEmail(ip, email))]);
    throwIfBlocked(mostRestrictive(byIp, byIpAndEmail), TOO_MANY_LOGINS);
  }

  async recordFailure(ip: string, email: string): Promise<void> {
    await Promise.all([this.byIp.record(ip), this.byIpAndEmail.record(ipAndEmail(ip, email))]);
  }

  async recordSuccess(ip: string, email: string): Promise<void> {
    await this.byIpAndEmail.reset(ipAndEmail(ip, email));
  }
}

/** Wrong current passwords per account, so a stolen access token cannot be used to guess the password. */
@Injectable()
export class PasswordCheckLimiter {
  private readonly byUser: AttemptStore;

  constructor(clock: Clock, @Optional() bus?: InstanceBus) {
    this.byUser = attemptStore(bus?.redis ?? null, 'password-check', PASSWORD_CHECK_LIMIT, clock);
  }

  /** Throws TooManyAttemptsException (429) while the account's count is at its limit. */
  async ensureAllowed(userId: number): Promise<void> {
    throwIfBlocked(await this.byUser.check(String(userId)), TOO_MANY_PASSWORD_CHECKS);
  }

  async recordFailure(userId: number): Promise<void> {
    await this.byUser.record(String(userId));
  }

  async recordSuccess(userId: number): Promise<void> {
    await this.byUser.reset(String(userId));
  }
}

function ipAndEmail(ip: string, email: string): string {
  return `${ip}\n${email.trim().toLowerCase()}`;
}

function mostRestrictive(...decisions: AttemptDecision[]): AttemptDecision {
  let waitSeconds = 0;
  for (const decision of decisions) {
    if (!decision.allowed) {
      waitSeconds = Math.max(waitSeconds, decision.retryAfterSeconds);
    }
  }
  return waitSeconds > 0 ? { allowed: false, retryAfterSeconds: waitSeconds } : { allowed: true };
}

function throwIfBlocked(decision: AttemptDecision, message: string): void {
  if (!decision.allowed) {
    throw new TooManyAttemptsException(message, decision.retryAfterSeconds);
  }
}
