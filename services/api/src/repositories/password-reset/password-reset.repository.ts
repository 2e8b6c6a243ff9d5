import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, MoreThan, Not } from 'typeorm';
import { TempPassword } from './temp-password.entity';

/** Every query of the password-reset module (temp_password). */
@Injectable()
export class PasswordResetRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get tempPasswords() {
    return this.dataSource.getRepository(TempPassword);
  }

  /** Stores a new temporary password and expires the member's older unused ones, so only the newest works. */
  async replaceLive(userId: number, passwordHash: string, now: Date, expiresAt: Date): Promise<void> {
    await this.dataSource.transaction(async (em) => {
      const repository = em.getRepository(TempPassword);
      await repository.update({ userId, usedAt: IsNull(), expiresAt: MoreThan(now) }, { expiresAt: now });
      await repository.insert({ userId, passwordHash, createdAt: now, expiresAt, usedAt: null });
    });
  }

  /** The member's newest unused, unexpired temporary password, if any. */
  findLive(userId: number, now: Date): Promise<TempPassword | null> {
    return this.tempPasswords.findOne({
      where: { userId, usedAt: IsNull(), expiresAt: MoreThan(now) },
      order: { tempPasswordId: 'DESC' },
    });
  }

  /** Marks it used unless it already was (or has expired meanwhile); true only for the one caller that did. */
  async markUsed(tempPasswordId: number, now: Date): Promise<boolean> {
    const result = await this.tempPasswords.update({ tempPasswordId, usedAt: IsNull(), expiresAt: MoreThan(now) }, { usedAt: now });
    return (result.affected ?? 0) === 1;
  }

  /** Whether this hash is a temporary password of the member that has already been used. */
  isUsedHash(userId: number, passwordHash: string): Promise<boolean> {
    return this.tempPasswords.existsBy({ userId, passwordHash, usedAt: Not(IsNull()) });
  }
}
