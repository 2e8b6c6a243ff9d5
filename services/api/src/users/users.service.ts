import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ChangePasswordPayload, RegisterPayload } from '@dugout/contracts';
import { IsNull, QueryFailedError, Repository } from 'typeorm';
import { PasswordCheckLimiter, PasswordHasher, TokenService, type SessionTokens } from '../auth';
import { normalizeEmail } from './normalize-email';
import { User } from './user.entity';
import type { UserAccount } from '@dugout/contracts';
import { toUserAccount, type CheckEmailResult, type CheckPasswordResult } from './users.dto';

export const USER_MESSAGES = {
  emailTaken: '이미 사용 중인 이메일입니다.',
  userNotFound: '회원 정보를 찾을 수 없습니다.',
  wrongOldPassword: '현재 비밀번호가 올바르지 않습니다.',
  sameNewPassword: '현재 비밀번호와 다른 비밀번호를 입력해 주세요.',
} as const;

function emailTaken(): ConflictException {
  return new ConflictException({ message: USER_MESSAGES.emailTaken, errors: { email: USER_MESSAGES.emailTaken } });
}

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly passwordChecks: PasswordCheckLimiter,
  ) {}

  async register(payload: RegisterPayload): Promise<UserAccount> {
    const email = normalizeEmail(payload.email);
    this.hasher.assertCapacity();
    if (await this.users.existsBy({ email })) {
      throw emailTaken();
    }
    const user = this.users.create({
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
    });
    try {
      await this.users.insert(user);
    } catch (error) {
      // Two sign-ups with one email at the same moment: the unique key decides.
      if (error instanceof QueryFailedError && (await this.users.existsBy({ email }))) {
        throw emailTaken();
      }
      throw error;
    }
    return toUserAccount(user);
  }

  async isEmailAvailable(email: string): Promise<CheckEmailResult> {
    return { available: !(await this.users.existsBy({ email: normalizeEmail(email) })) };
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
    await this.users.update({ userId }, { passwordHash: await this.hasher.hash(newPassword) });
    await this.tokens.revokeAllOf(userId);
    return this.tokens.issueSession(userId);
  }

  /** Wrong guesses are limited per account (429 after too many). */
  private async verifyCurrentPassword(user: User, password: string): Promise<boolean> {
    this.passwordChecks.assertAllowed(user.userId);
    const matches = await this.hasher.verify(user.passwordHash, password);
    if (matches) {
      this.passwordChecks.recordSuccess(user.userId);
    } else {
      this.passwordChecks.recordFailure(user.userId);
    }
    return matches;
  }

  private async findActive(userId: number): Promise<User> {
    const user = await this.users.findOneBy({ userId, withdrawnAt: IsNull() });
    if (!user) {
      throw new NotFoundException(USER_MESSAGES.userNotFound);
    }
    return user;
  }
}
