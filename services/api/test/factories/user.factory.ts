import { TempPassword } from '../../src/repositories/password-reset/temp-password.entity';
import { User } from '../../src/repositories/users/user.entity';
import { type NewUser, UsersRepository } from '../../src/repositories/users/users.repository';
import type { TestApp } from '../support/test-app';

/**
 * Member accounts, also in states the API reaches only over time: UsersRepository.anonymize withdraws
 * a member together with clearing his data, and PasswordResetRepository never moves an expiry, so
 * those two go through the entities.
 */
export function userFactory(t: TestApp) {
  return {
    /** An account written straight to the store (no registration, no password that logs in); answers its id. */
    async account(fields: Pick<NewUser, 'email' | 'username'> & Partial<NewUser>): Promise<number> {
      const user = await t.app.get(UsersRepository).insert({
        nickname: null, passwordHash: 'x', phone: '010-0000-0000', birthday: '19900101', gender: 'M', photo: null, isAdmin: false, withdrawnAt: null,
        ...fields,
      });
      return user.userId;
    },

    /** Marks the account withdrawn at the instant, keeping its data (a withdrawal not yet cleaned up). */
    async withdrawn(userId: number, at: Date = new Date()): Promise<void> {
      await t.dataSource.getRepository(User).update({ userId }, { withdrawnAt: at });
    },

    /** Lets every temporary password of the member expire at the instant. */
    async expireTempPasswords(userId: number, at: Date): Promise<void> {
      await t.dataSource.getRepository(TempPassword).update({ userId }, { expiresAt: at });
    },
  };
}
