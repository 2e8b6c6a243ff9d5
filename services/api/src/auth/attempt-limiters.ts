import { Injectable } from '@nestjs/common';
import { AttemptCounter, type AttemptDecision, type AttemptLimit } from './attempt-counter';
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
 * right while blocked tells nothing. A success clears that IP's count for that email.
 */
@Injectable()
export class LoginAttemptLimiter {
  private readonly byIpAndEmail: AttemptCounter;
  private readonly byIp: AttemptCounter;

  constructor(clock: Clock) {
    this.byIpAndEmail = new AttemptCounter(LOGIN_LIMITS.perIpAndEmail, clock);
    this.byIp = new AttemptCounter(LOGIN_LIMITS.perIp, clock);
  }

  /** Throws TooManyAttemptsException (429) while either count is at its limit. */
  assertAllowed(ip: string, email: string): void {
    throwIfBlocked(mostRestrictive(this.byIp.check(ip), this.byIpAndEmail.check(ipAndEmail(ip, email))), TOO_MANY_LOGINS);
  }

  recordFailure(ip: string, email: string): void {
    this.byIp.record(ip);
    this.byIpAndEmail.record(ipAndEmail(ip, email));
  }

  recordSuccess(ip: string, email: string): void {
    this.byIpAndEmail.reset(ipAndEmail(ip, email));
  }
}

/** Wrong current passwords per account, so a stolen access token cannot be used to guess the password. */
@Injectable()
export class PasswordCheckLimiter {
  private readonly byUser: AttemptCounter;

  constructor(clock: Clock) {
    this.byUser = new AttemptCounter(PASSWORD_CHECK_LIMIT, clock);
  }

  assertAllowed(userId: number): void {
    throwIfBlocked(this.byUser.check(String(userId)), TOO_MANY_PASSWORD_CHECKS);
  }

  recordFailure(userId: number): void {
    this.byUser.record(String(userId));
  }

  recordSuccess(userId: number): void {
    this.byUser.reset(String(userId));
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
