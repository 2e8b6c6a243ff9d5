import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A mailed temporary password (migration 1767228200000): usable once, until expires_at. */
@Entity('temp_password')
export class TempPassword {
  @PrimaryGeneratedColumn({ name: 'temp_password_id' })
  tempPasswordId!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  /** argon2id PHC string (PasswordHasher). */
  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash!: string;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'datetime' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'datetime', nullable: true })
  usedAt!: Date | null;
}
