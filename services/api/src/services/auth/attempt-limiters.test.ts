import { HttpStatus } from '@nestjs/common';
import { LOGIN_LIMITS, LoginAttemptLimiter, PASSWORD_CHECK_LIMIT, PasswordCheckLimiter, TOO_MANY_LOGINS } from './attempt-limiters';
import { ManualClock } from './clock';
import { TooManyAttemptsException } from './too-many-attempts.exception';

const blockOf = async (action: () => Promise<void>): Promise<TooManyAttemptsException | null> => {
  try {
    await action();
    return null;
  } catch (error) {
    if (error instanceof TooManyAttemptsException) return error;
    throw error;
  }
};

describe('LoginAttemptLimiter', () => {
  let clock: ManualClock;
  let limiter: LoginAttemptLimiter;

  beforeEach(() => {
    clock = new ManualClock();
    limiter = new LoginAttemptLimiter(clock);
  });

  it('blocks an IP for one email after 10 failures in 15 minutes, with the seconds to wait', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perIpAndEmail.limit; i += 1) {
      expect((await blockOf(() => limiter.ensureAllowed('10.0.0.1', 'kim@example.com')))).toBeNull();
      await limiter.recordFailure('10.0.0.1', 'kim@example.com');
      clock.advance(1000);
    }
    const blocked = await blockOf(() => limiter.ensureAllowed('10.0.0.1', 'KIM@example.com '));
    expect(blocked?.getStatus()).toBe(HttpStatus.TOO_MANY_REQUESTS);
    expect(blocked?.message).toBe(TOO_MANY_LOGINS);
    // First failure at t=0, now t=10 s.
    expect(blocked?.retryAfterSeconds).toBe(15 * 60 - 10);

    // Other emails from that IP, and that email from another IP, still go through.
    expect((await blockOf(() => limiter.ensureAllowed('10.0.0.1', 'lee@example.com')))).toBeNull();
    expect((await blockOf(() => limiter.ensureAllowed('10.0.0.2', 'kim@example.com')))).toBeNull();

    clock.advance(15 * 60 * 1000 - 10_000);
    expect((await blockOf(() => limiter.ensureAllowed('10.0.0.1', 'kim@example.com')))).toBeNull();
  });

  it('blocks an IP spraying many accounts after 50 failures', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perIp.limit; i += 1) {
      const email = `user${i}@example.com`;
      expect((await blockOf(() => limiter.ensureAllowed('10.0.0.9', email)))).toBeNull();
      await limiter.recordFailure('10.0.0.9', email);
    }
    expect((await blockOf(() => limiter.ensureAllowed('10.0.0.9', 'fresh@example.com')))?.retryAfterSeconds).toBe(900);
    expect((await blockOf(() => limiter.ensureAllowed('10.0.0.10', 'fresh@example.com')))).toBeNull();
  });

  it('clears the IP-and-email count on success but keeps the per-IP count', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perIpAndEmail.limit - 1; i += 1) {
      await limiter.recordFailure('10.0.0.3', 'park@example.com');
    }
    await limiter.recordSuccess('10.0.0.3', 'park@example.com');
    await limiter.recordFailure('10.0.0.3', 'park@example.com');
    expect((await blockOf(() => limiter.ensureAllowed('10.0.0.3', 'park@example.com')))).toBeNull();

    for (let i = 0; i < LOGIN_LIMITS.perIp.limit - LOGIN_LIMITS.perIpAndEmail.limit; i += 1) {
      await limiter.recordFailure('10.0.0.3', `other${i}@example.com`);
    }
    expect((await blockOf(() => limiter.ensureAllowed('10.0.0.3', 'park@example.com')))).not.toBeNull();
  });
});

describe('PasswordCheckLimiter', () => {
  it('blocks an account after 10 wrong current passwords and forgets them after a right one', async () => {
    const clock = new ManualClock();
    const limiter = new PasswordCheckLimiter(clock);
    for (let i = 0; i < PASSWORD_CHECK_LIMIT.limit - 1; i += 1) {
      await limiter.recordFailure(7);
    }
    expect((await blockOf(() => limiter.ensureAllowed(7)))).toBeNull();
    await limiter.recordSuccess(7);
    for (let i = 0; i < PASSWORD_CHECK_LIMIT.limit; i += 1) {
      await limiter.recordFailure(7);
    }
    expect((await blockOf(() => limiter.ensureAllowed(7)))?.retryAfterSeconds).toBe(900);
    expect((await blockOf(() => limiter.ensureAllowed(8)))).toBeNull();
  });
});
