import { Inject, Injectable, Optional, UnauthorizedException } from '@nestjs/common';
import { FORM_ERROR_KEY, type LoginInput, type LoginResponse, type RefreshPayload } from '@dugout/contracts';
import { normalizeEmail } from '../../common/normalize-email';
import { UsersRepository } from '../../repositories/users/users.repository';
import { LoginAttemptLimiter } from './attempt-limiters';
import { AUTH_MESSAGES } from './auth.constants';
import { PasswordHasher } from './password-hasher.service';
import { TEMPORARY_PASSWORDS, type TemporaryPasswords } from './temporary-passwords';
import { TokenService, type SessionTokens } from './token.service';

/** One answer for every failed login, whether the email exists or not. */
function loginFailed(): UnauthorizedException {
  return new UnauthorizedException({
    message: AUTH_MESSAGES.loginFailed,
    errors: { [FORM_ERROR_KEY]: AUTH_MESSAGES.loginFailed },
  });
}

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly limiter: LoginAttemptLimiter,
    // Absent in the command-line tools (grant, create-league), which log nobody in.
    @Optional() @Inject(TEMPORARY_PASSWORDS) private readonly temporaryPasswords?: TemporaryPasswords,
  ) {}

  async login(input: LoginInput, clientIp: string): Promise<LoginResponse> {
    const email = normalizeEmail(input.email);
    await this.limiter.ensureAllowed(clientIp, email);
    this.hasher.assertCapacity();

    const user = await this.users.findByEmail(email);
    // An unknown email still costs one argon2 check, so response times do not tell which emails exist.
    let passwordMatches = user
      ? await this.hasher.verify(user.passwordHash, input.password)
      : await this.hasher.verifyAgainstDummy(input.password);
    // The member's own password keeps working until a mailed temporary one is used; using it replaces it.
    const withTemporaryPassword = !!user && !passwordMatches && !user.withdrawnAt && ((await this.temporaryPasswords?.redeem(user.userId, input.password)) ?? false);
    passwordMatches ||= withTemporaryPassword;
    if (!user || !passwordMatches || user.withdrawnAt) {
      await this.limiter.recordFailure(clientIp, email);
      throw loginFailed();
    }
    if (!withTemporaryPassword && (await this.temporaryPasswords?.isUsed(user.userId, user.passwordHash))) {
      await this.limiter.recordFailure(clientIp, email);
      throw new UnauthorizedException({ message: AUTH_MESSAGES.tempPasswordUsed, errors: { [FORM_ERROR_KEY]: AUTH_MESSAGES.tempPasswordUsed } });
    }
    await this.limiter.recordSuccess(clientIp, email);

    if (!withTemporaryPassword && this.hasher.needsRehash(user.passwordHash)) {
      await this.users.updatePasswordHash(user.userId, await this.hasher.hash(input.password));
    }
    const tokens = await this.tokens.issueSession(user.userId, { mustChangePassword: withTemporaryPassword });
    return {
      user_id: user.userId,
      username: user.username,
      nickname: user.nickname,
      email: user.email,
      phone: user.phone,
      photo: user.photo,
      gender: user.gender,
      birthday: user.birthday,
      ...tokens,
      ...(withTemporaryPassword ? { mustChangePassword: true as const } : {}),
    };
  }

  async refresh({ refreshToken, userId }: RefreshPayload): Promise<SessionTokens> {
    const user = await this.users.findActive(userId);
    if (!user) {
      throw new UnauthorizedException(AUTH_MESSAGES.refreshTokenInvalid);
    }
    // Until the member changes a used temporary password, every new access token is limited to that change.
    const mustChangePassword = (await this.temporaryPasswords?.isUsed(userId, user.passwordHash)) ?? false;
    return this.tokens.rotate(refreshToken, userId, { mustChangePassword });
  }

  /** Ends the session the refresh token belongs to. Unknown or already revoked tokens are fine: logging out twice is not an error. */
  async logout({ refreshToken, userId }: RefreshPayload): Promise<void> {
    await this.tokens.revokeSessionOf(refreshToken, userId);
  }
}
