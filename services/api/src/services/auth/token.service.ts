import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { RefreshResponse } from '@dugout/contracts';
import { ACCESS_TOKEN_TYPE, AUTH_MESSAGES, MUST_CHANGE_PASSWORD_CLAIM, REFRESH_TOKEN_TTL_MS } from './auth.constants';
import { Clock } from './clock';
import type { RefreshToken } from '../../repositories/auth/refresh-token.entity';
import { RefreshTokensRepository } from '../../repositories/auth/refresh-tokens.repository';

/** The token pair a login or a refresh hands out (field names of the spec). */
export type SessionTokens = RefreshResponse;

/** What an access token says beyond who is calling. */
export interface AccessOptions {
  /** The account's password is a used temporary one (find password). */
  mustChangePassword?: boolean;
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Access tokens (short-lived HS256 JWTs) and refresh tokens (32 random bytes, stored as their
 * SHA-256, rotated on every use, reuse of a used one revokes its whole family).
 */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    private readonly refreshTokens: RefreshTokensRepository,
    private readonly clock: Clock,
  ) {}

  /** A new session (a new refresh-token family), as after a login. */
  async issueSession(userId: number, access: AccessOptions = {}): Promise<SessionTokens> {
    const now = this.clock.now();
    // Housekeeping: the user's expired tokens can no longer be presented, so they are not needed for reuse detection.
    await this.refreshTokens.deleteExpiredOf(userId, now);
    const refreshToken = await this.insertRefreshToken(userId, randomUUID(), now);
    return { access_token: this.signAccessToken(userId, access), refresh_token: refreshToken };
  }

  /**
   * Trades a refresh token for a new pair. Unknown, expired, revoked or someone else's tokens
   * answer 401; a token already traded revokes its family (someone holds a copy) and answers 401.
   */
  async rotate(refreshToken: string, userId: number, access: AccessOptions = {}): Promise<SessionTokens> {
    const now = this.clock.now();
    const current = await this.findLive(refreshToken, userId);
    if (current.usedAt) {
      await this.revokeFamily(current.familyId, now);
      throw new UnauthorizedException(AUTH_MESSAGES.refreshTokenReused);
    }
    if (current.expiresAt.getTime() <= now.getTime()) {
      throw new UnauthorizedException(AUTH_MESSAGES.refreshTokenInvalid);
    }

    // Claimed with a condition, so of two refreshes racing with one token only one can win. (No
    // transaction around claim and insert: the embedded SQLite has one connection and cannot run two at once.)
    if (!(await this.refreshTokens.claim(current.id, now))) {
      await this.revokeFamily(current.familyId, now);
      throw new UnauthorizedException(AUTH_MESSAGES.refreshTokenReused);
    }
    const next = await this.insertRefreshToken(userId, current.familyId, now);
    return { access_token: this.signAccessToken(userId, access), refresh_token: next };
  }

  /** Logout: revokes the family of the presented token (this login only; other devices stay logged in). */
  async revokeSessionOf(refreshToken: string, userId: number): Promise<void> {
    const token = await this.refreshTokens.byHash(hashRefreshToken(refreshToken));
    if (token && token.userId === userId) {
      await this.revokeFamily(token.familyId, this.clock.now());
    }
  }

  /** Every session of the user (password change, withdrawal). */
  async revokeAllOf(userId: number): Promise<void> {
    await this.refreshTokens.revokeAllOf(userId, this.clock.now());
  }

  signAccessToken(userId: number, { mustChangePassword = false }: AccessOptions = {}): string {
    const claims = { typ: ACCESS_TOKEN_TYPE, ...(mustChangePassword ? { [MUST_CHANGE_PASSWORD_CLAIM]: true } : {}) };
    // jti keeps two tokens signed in the same second distinct.
    return this.jwt.sign(claims, { subject: String(userId), jwtid: randomUUID() });
  }

  private async findLive(refreshToken: string, userId: number): Promise<RefreshToken> {
    const token = await this.refreshTokens.byHash(hashRefreshToken(refreshToken));
    if (!token || token.userId !== userId || token.revokedAt || (await this.isFamilyRevoked(token.familyId))) {
      throw new UnauthorizedException(AUTH_MESSAGES.refreshTokenInvalid);
    }
    return token;
  }

  /**
   * Revocation is per family: a token inserted by a refresh that raced with the revocation is
   * born into a family that already has revoked members, and counts as revoked too.
   */
  private isFamilyRevoked(familyId: string): Promise<boolean> {
    return this.refreshTokens.isFamilyRevoked(familyId);
  }

  private revokeFamily(familyId: string, now: Date): Promise<void> {
    return this.refreshTokens.revokeFamily(familyId, now);
  }

  private async insertRefreshToken(userId: number, familyId: string, now: Date): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.refreshTokens.insert({
      userId,
      familyId,
      tokenHash: hashRefreshToken(token),
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
      createdAt: now,
    });
    return token;
  }
}
