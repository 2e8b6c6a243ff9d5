import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';

// Algorithm is an ambient const enum, which isolatedModules cannot read; 2 is Algorithm.Argon2id.
const ARGON2ID = 2 as Algorithm;

/** OWASP's argon2id recommendation: 19 MiB of memory, 2 passes, 1 lane. */
export const PASSWORD_HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

/** Hashes and checks member passwords; a password never leaves this class in clear. */
@Injectable()
export class PasswordHasher {
  private dummyHash?: Promise<string>;

  hash(password: string): Promise<string> {
    return hash(password, PASSWORD_HASH_OPTIONS);
  }

  /** False for a wrong password and for a stored value that is not an argon2 hash. */
  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  /**
   * The same work as a real check, against a hash nobody knows the password of, so a login with
   * an unknown email takes as long as one with a wrong password. Always false.
   */
  async verifyAgainstDummy(password: string): Promise<false> {
    this.dummyHash ??= this.hash(randomBytes(32).toString('base64url'));
    await this.verify(await this.dummyHash, password);
    return false;
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
