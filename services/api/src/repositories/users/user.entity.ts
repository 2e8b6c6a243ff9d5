import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** A member account. The password is kept only as an argon2id hash (PHC string). */
// CHAR columns of the migration are declared varchar here: TypeORM's SQLite driver rejects 'char'.
@Entity('user')
@Unique('UQ_user_email', ['email'])
export class User {
  @PrimaryGeneratedColumn({ name: 'user_id' })
  userId!: number;

  /** Stored trimmed and lower-cased, so the unique key holds on SQLite (case-sensitive) as on MySQL. */
  @Column({ type: 'varchar', length: 100 })
  email!: string;

  @Column({ type: 'varchar', length: 20 })
  username!: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  nickname!: string | null;

  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash!: string;

  @Column({ type: 'varchar', length: 20 })
  phone!: string;

  /** YYYYMMDD */
  @Column({ type: 'varchar', length: 8 })
  birthday!: string;

  @Column({ type: 'varchar', length: 1 })
  gender!: 'M' | 'F';

  /** File name under the profile photo folder. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  photo!: string | null;

  @Column({ name: 'is_admin', type: 'boolean', default: false })
  isAdmin!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;

  /** Set when the member leaves; such an account can no longer log in. */
  @Column({ name: 'withdrawn_at', type: 'datetime', nullable: true })
  withdrawnAt!: Date | null;
}
