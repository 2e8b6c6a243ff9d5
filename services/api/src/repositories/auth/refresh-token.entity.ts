import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * One refresh token, stored only as the SHA-256 of the token. Every refresh marks the presented
 * token used and issues the next one in the same family; presenting a used token again means it
 * was stolen (or replayed), and the whole family is revoked.
 */
// CHAR columns of the migration are declared varchar here: TypeORM's SQLite driver rejects 'char'.
@Entity('refresh_token')
@Unique('UQ_refresh_token_token_hash', ['tokenHash'])
@Index('IDX_refresh_token_user_id', ['userId'])
@Index('IDX_refresh_token_family_id', ['familyId'])
export class RefreshToken {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  /** Shared by every token descending from one login. */
  @Column({ name: 'family_id', type: 'varchar', length: 64 })
  familyId!: string;

  /** Hex SHA-256 of the token the client holds. */
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ name: 'expires_at', type: 'datetime' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'datetime', nullable: true })
  usedAt!: Date | null;

  @Column({ name: 'revoked_at', type: 'datetime', nullable: true })
  revokedAt!: Date | null;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;
}
