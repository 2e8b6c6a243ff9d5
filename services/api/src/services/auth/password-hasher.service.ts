import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { RetryLaterException } from '../../common/errors/retry-later.exception';
import { AppConfig } from '../../config/app-config';
import { ConcurrencyLimiter, LimiterBusyError } from '../../common/concurrency/concurrency-limiter';

// Algorithm is an ambient const enum, which isolatedModules cannot read; 2 is Algorithm.Argon2id.
const ARGON2ID = 2 as Algorithm;

/** OWASP's argon2id recommendation: 19 MiB of memory, 2 passes, 1 lane. */
export const PASSWORD_HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

/** How long a hash or check may wait for a free slot before the request gets 503. */
export const PASSWORD_WORK_MAX_WAIT_MS = 3_000;
export const PASSWORD_WORK_BUSY_MESSAGE = '요청이 몰려 지금은 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.';
const PASSWORD_WORK_RETRY_AFTER_SECONDS = 2;

/**
 * Hashes and checks member passwords; a password never leaves this class in clear. Each hash or
 * check takes 19 MiB and a core for ~20 ms, so they run a few at a time (config.passwordHashing):
 * a burst of logins queues briefly, and beyond the queue gets 503 with Retry-After
 * (RetryLaterException) instead of exhausting memory and timing out for everybody.
 */
@Injectable()
export class PasswordHasher {
  private dummyHash?: Promise<string>;
  private readonly limiter: ConcurrencyLimiter;

  constructor(@Inject(AppConfig) config: Pick<AppConfig, 'passwordHashing'>) {
    this.limiter = new ConcurrencyLimiter({ ...config.passwordHashing, maxWaitMs: PASSWORD_WORK_MAX_WAIT_MS });
  }

  /** Refuses (503) at once when a hash would be refused anyway, before the caller reads the database. */
  assertCapacity(): void {
    if (this.limiter.full) throw busy();
  }

  hash(password: string): Promise<string> {
    return this.limited(() => hash(password, PASSWORD_HASH_OPTIONS));
  }

  /** False for a wrong password and for a stored value that is not an argon2 hash. */
  verify(passwordHash: string, password: string): Promise<boolean> {
    return this.limited(() => verifyOrFalse(passwordHash, password));
  }

  /**
   * The same work as a real check, against a hash nobody knows the password of, so a login with
   * an unknown email takes as long as one with a wrong password (and waits in the same queue).
   * Always false.
   */
  verifyAgainstDummy(password: string): Promise<false> {
    return this.limited(async (): Promise<false> => {
      this.dummyHash ??= hash(randomBytes(32).toString('base64url'), PASSWORD_HASH_OPTIONS);
      await verifyOrFalse(await this.dummyHash, password);
      return false;
    });
  }

  private async limited<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await this.limiter.run(work);
    } catch (error) {
      if (error instanceof LimiterBusyError) throw busy();
      throw error;
    }
  }

  /** Whether a stored hash was made with weaker (or other) settings than today's and should be redone. */
  needsRehash(passwordHash: string): boolean {
    try {
      const used = parseOptions(passwordHash);
      return (
        used.algorithm !== PASSWORD_HASH_OPTIONS.algorithm ||
        used.memoryCost < PASSWORD_HASH_OPTIONS.memoryCost ||
        used.timeCost < PASSWORD_HASH_OPTIONS.timeCost
      );
    } catch {
      return true;
    }
  }
}

function busy(): RetryLaterException {
  return new RetryLaterException(PASSWORD_WORK_BUSY_MESSAGE, PASSWORD_WORK_RETRY_AFTER_SECONDS);
}

async function verifyOrFalse(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
