import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { ChangePasswordPayload, RegisterPayload } from '@dugout/contracts';
import { QueryFailedError } from 'typeorm';
import { PasswordCheckLimiter, PasswordHasher, TokenService, type SessionTokens } from '../auth';
import { normalizeEmail } from '../../common/normalize-email';
import type { User } from '../../repositories/users/user.entity';
import type { UserAccount } from '@dugout/contracts';
import type { CheckEmailResult, CheckPasswordResult } from './users.dto';
import { MEMBER_NOT_FOUND } from '../../common/errors/not-found';
import { toUserAccount, UsersRepository, type MemberContact, type NewUser } from '../../repositories/users/users.repository';

export const USER_MESSAGES = {
  emailTaken: '이미 사용 중인 이메일입니다.',
  userNotFound: MEMBER_NOT_FOUND,
  wrongOldPassword: '현재 비밀번호가 올바르지 않습니다.',
  sameNewPassword: '현재 비밀번호와 다른 비밀번호를 입력해 주세요.',
} as const;

function emailTaken(): ConflictException {
  return new ConflictException({ message: USER_MESSAGES.emailTaken, errors: { email: USER_MESSAGES.emailTaken } });
}

/** What a member gave at sign-up, compared by find password. */
export interface MemberIdentity extends MemberContact {
  birthday: string;
  phone: string;
}

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly passwordChecks: PasswordCheckLimiter,
  ) {}

  async register(payload: RegisterPayload): Promise<UserAccount> {
    const email = normalizeEmail(payload.email);
    this.hasher.assertCapacity();
    if (await this.users.emailExists(email)) {
      throw emailTaken();
    }
    const values: NewUser = {
      email,
      username: payload.username,
      nickname: null,
      passwordHash: await this.hasher.hash(payload.password),
      phone: payload.phone,
      birthday: payload.birthday,
      gender: payload.gender,
      photo: null,
      isAdmin: false,
      withdrawnAt: null,
    };
    let user: User;
    try {
      user = await this.users.insert(values);
    } catch (error) {
      // Two sign-ups with one email at the same moment: the unique key decides.
      if (error instanceof QueryFailedError && (await this.users.emailExists(email))) {
        throw emailTaken();
      }
      throw error;
    }
    return toUserAccount(user);
  }

  async isEmailAvailable(email: string): Promise<CheckEmailResult> {
    return { available: !(await this.users.emailExists(normalizeEmail(email))) };
  }

  async getOwnAccount(userId: number): Promise<UserAccount> {
    return toUserAccount(await this.findActive(userId));
  }

  async checkPassword(userId: number, password: string): Promise<CheckPasswordResult> {
    const user = await this.findActive(userId);
    return { result: await this.verifyCurrentPassword(user, password) };
  }

  /** Every session of the member is ended; the caller gets a fresh session so this device stays logged in. */
  async changePassword(userId: number, { oldPassword, newPassword }: ChangePasswordPayload): Promise<SessionTokens> {
    const user = await this.findActive(userId);
    if (!(await this.verifyCurrentPassword(user, oldPassword))) {
      throw new BadRequestException({ message: USER_MESSAGES.wrongOldPassword, errors: { oldPassword: USER_MESSAGES.wrongOldPassword } });
    }
    if (newPassword === oldPassword) {
      throw new BadRequestException({ message: USER_MESSAGES.sameNewPassword, errors: { newPassword: USER_MESSAGES.sameNewPassword } });
    }
    await this.users.updatePasswordHash(userId, await this.hasher.hash(newPassword));
    await this.tokens.revokeAllOf(userId);
    return this.tokens.issueSession(userId);
  }

  /** Wrong guesses are limited per account (429 after too many). */
  private async verifyCurrentPassword(user: User, password: string): Promise<boolean> {
    await this.passwordChecks.ensureAllowed(user.userId);
    const matches = await this.hasher.verify(user.passwordHash, password);
    if (matches) {
      await this.passwordChecks.recordSuccess(user.userId);
    } else {
      await this.passwordChecks.recordFailure(user.userId);
    }
    return matches;
  }

  /** The active member of the email (any case), or null. */
  async findIdByEmail(email: string): Promise<number | null> {
    return (await this.users.findActiveByEmail(normalizeEmail(email)))?.userId ?? null;
  }

  /** The active member of the email with what find-password compares (name, birthday, phone), or null. */
  async findIdentityByEmail(email: string): Promise<MemberIdentity | null> {
    const user = await this.users.findActiveByEmail(normalizeEmail(email));
    return user && { userId: user.userId, email: user.email, username: user.username, birthday: user.birthday, phone: user.phone };
  }

  /** Sets a password hashed elsewhere (a used temporary password) and ends every session of the member. */
  async replacePasswordHash(userId: number, passwordHash: string): Promise<void> {
    await this.users.updatePasswordHash(userId, passwordHash);
    await this.tokens.revokeAllOf(userId);
  }

  private async findActive(userId: number): Promise<User> {
    const user = await this.users.findActive(userId);
    if (!user) {
      throw new NotFoundException(USER_MESSAGES.userNotFound);
    }
    return user;
  }
}
