import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, LessThan, Not } from 'typeorm';
import { RefreshToken } from './refresh-token.entity';

/** A refresh token as it is stored: its SHA-256, never the token. */
export type NewRefreshToken = Pick<RefreshToken, 'userId' | 'familyId' | 'tokenHash' | 'expiresAt' | 'createdAt'>;

/** The refresh tokens (refresh_token): their families, use and revocation. */
@Injectable()
export class RefreshTokensRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get tokens() {
    return this.dataSource.getRepository(RefreshToken);
  }

  byHash(tokenHash: string): Promise<RefreshToken | null> {
    return this.tokens.findOneBy({ tokenHash });
  }

  async insert(token: NewRefreshToken): Promise<void> {
    await this.tokens.insert(token);
  }

  /** Removes the user's tokens expired before the instant. */
  async deleteExpiredOf(userId: number, now: Date): Promise<void> {
    await this.tokens.delete({ userId, expiresAt: LessThan(now) });
  }

  /** Marks the token used unless it already is (or is revoked); answers whether this call claimed it. */
  async claim(id: number, now: Date): Promise<boolean> {
    const claimed = await this.tokens.update({ id, usedAt: IsNull(), revokedAt: IsNull() }, { usedAt: now });
    return claimed.affected === 1;
  }

  async revokeFamily(familyId: string, now: Date): Promise<void> {
    await this.tokens.update({ familyId, revokedAt: IsNull() }, { revokedAt: now });
  }

  async revokeAllOf(userId: number, now: Date): Promise<void> {
    await this.tokens.update({ userId, revokedAt: IsNull() }, { revokedAt: now });
  }

  isFamilyRevoked(familyId: string): Promise<boolean> {
    return this.tokens.existsBy({ familyId, revokedAt: Not(IsNull()) });
  }
}
