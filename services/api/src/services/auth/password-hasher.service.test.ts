import { hash } from '@node-rs/argon2';
import { RetryLaterException } from '../../common/errors/retry-later.exception';
import { PASSWORD_HASH_OPTIONS, PASSWORD_WORK_BUSY_MESSAGE, PasswordHasher } from './password-hasher.service';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher({ passwordHashing: { concurrency: 2, maxQueue: 64 } });

  it('hashes with argon2id at the OWASP settings, salted', async () => {
    const first = await hasher.hash('야구는9회말2아웃부터');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await hasher.hash('야구는9회말2아웃부터')).not.toBe(first);
    expect(first).not.toContain('야구');
  });

  it('verifies the right password only, without truncating long ones', async () => {
    const long = 'a'.repeat(127) + 'b';
    const stored = await hasher.hash(long);
    expect(await hasher.verify(stored, long)).toBe(true);
    expect(await hasher.verify(stored, 'a'.repeat(127) + 'c')).toBe(false);
    expect(await hasher.verify(stored, 'a'.repeat(127))).toBe(false);
  });

  it('answers false, not an error, for a stored value that is not an argon2 hash', async () => {
    expect(await hasher.verify('plain-text', 'plain-text')).toBe(false);
    expect(await hasher.verifyAgainstDummy('anything')).toBe(false);
  });

  it('asks for a rehash of hashes made with weaker settings', async () => {
    expect(hasher.needsRehash(await hasher.hash('password1'))).toBe(false);
    const weak = await hash('password1', { ...PASSWORD_HASH_OPTIONS, memoryCost: 4096, timeCost: 1 });
    expect(hasher.needsRehash(weak)).toBe(true);
    expect(hasher.needsRehash('not a hash')).toBe(true);
  });

  it('runs one check per slot; beyond the queue it refuses with 503 and Retry-After instead of answering false', async () => {
    const busy = new PasswordHasher({ passwordHashing: { concurrency: 1, maxQueue: 1 } });
    const stored = await busy.hash('password1');
    const calls = [busy.verify(stored, 'password1'), busy.verifyAgainstDummy('password1')];
    expect(() => busy.assertCapacity()).toThrow(RetryLaterException);
    calls.push(busy.verify(stored, 'password1'));
    const [first, second, third] = await Promise.allSettled(calls);
    expect(first).toEqual({ status: 'fulfilled', value: true });
    expect(second).toEqual({ status: 'fulfilled', value: false });
    expect(third.status).toBe('rejected');
    const error = (third as PromiseRejectedResult).reason as RetryLaterException;
    expect(error).toBeInstanceOf(RetryLaterException);
    expect(error.getStatus()).toBe(503);
    expect(error.message).toBe(PASSWORD_WORK_BUSY_MESSAGE);
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    expect(await busy.verify(stored, 'password1')).toBe(true);
    expect(() => busy.assertCapacity()).not.toThrow();
  });
});
