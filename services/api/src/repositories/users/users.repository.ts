import { Injectable } from '@nestjs/common';
import type { UserAccount } from '@dugout/contracts';
import { DataSource, In, IsNull, type EntityManager } from 'typeorm';
import { User } from './user.entity';

/** GET /api/user/{id}: the member's own account, never the password hash. */
export function toUserAccount(user: User): UserAccount {
  const { userId, email, username, nickname, phone, birthday, gender, photo } = user;
  return { userId, email, username, nickname, phone, birthday, gender, photo };
}

/** The new member's account as registration stores it. */
export type NewUser = Pick<User, 'email' | 'username' | 'nickname' | 'passwordHash' | 'phone' | 'birthday' | 'gender' | 'photo' | 'isAdmin' | 'withdrawnAt'>;

/** What a member changes of his own account on /user/change. */
export type ProfileFields = Pick<User, 'username' | 'phone' | 'birthday' | 'gender' | 'photo'>;

/** The address a withdrawn account keeps instead of its email, so the email can be registered again. */
export const withdrawnEmail = (userId: number): string => `withdrawn-${userId}@withdrawn.invalid`;
/** The name a withdrawn account keeps (the player record keeps the player's name for the game records). */
export const WITHDRAWN_USERNAME = '탈퇴회원';

/** Who a member is, as the staff lists show him. */
export interface MemberContact {
  userId: number;
  username: string;
  email: string;
}

/** The member accounts (user): the one writer of the table. */
@Injectable()
export class UsersRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get users() {
    return this.dataSource.getRepository(User);
  }

  emailExists(email: string): Promise<boolean> {
    return this.users.existsBy({ email });
  }

  /** Stores the account and returns it with its new id. */
  async insert(values: NewUser): Promise<User> {
    const user = this.users.create(values);
    await this.users.insert(user);
    return user;
  }

  /** The account with the email (withdrawn ones keep another address). */
  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email });
  }

  /** The member's account unless withdrawn. */
  findActive(userId: number): Promise<User | null> {
    return this.users.findOneBy({ userId, withdrawnAt: IsNull() });
  }

  /** The name and email of each active member among the ids (for the staff lists of the admin areas). */
  async contacts(userIds: readonly number[]): Promise<Map<number, MemberContact>> {
    const users = await this.findActiveByIds(userIds);
    return new Map(users.map((user) => [user.userId, { userId: user.userId, username: user.username, email: user.email }]));
  }

  /** Whether the member exists and has not withdrawn. */
  async isActive(userId: number): Promise<boolean> {
    return (await this.findActive(userId)) !== null;
  }

  /** The active members among the ids. */
  findActiveByIds(userIds: readonly number[]): Promise<User[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.users.findBy({ userId: In([...new Set(userIds)]), withdrawnAt: IsNull() });
  }

  findActiveByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email, withdrawnAt: IsNull() });
  }

  async updatePasswordHash(userId: number, passwordHash: string): Promise<void> {
    await this.users.update({ userId }, { passwordHash });
  }

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** The active member's account read in the caller's transaction, locked on MySQL until it ends. */
  async findActiveForUpdate(em: EntityManager, userId: number): Promise<User | null> {
    const users = em.getRepository(User);
    // SQLite (the embedded database) has no row locks: its one writer is already serialised.
    const lock = em.connection.options.type === 'mysql' || em.connection.options.type === 'mariadb';
    return users.findOne({ where: { userId, withdrawnAt: IsNull() }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
  }

  async updateProfile(em: EntityManager, userId: number, fields: ProfileFields): Promise<void> {
    await em.getRepository(User).update({ userId }, fields);
  }

  /**
   * Closes the account as the privacy policy says: the email, name, phone, birthday, gender, photo
   * and password go at once (NOT NULL columns keep an empty value), withdrawn_at is set; the row
   * stays so the ids in game records, audit entries and histories still point somewhere.
   */
  async anonymize(em: EntityManager, userId: number, withdrawnAt: Date): Promise<void> {
    await em.getRepository(User).update(
      { userId },
      {
        email: withdrawnEmail(userId),
        username: WITHDRAWN_USERNAME,
        nickname: null,
        passwordHash: '',
        phone: '',
        birthday: '',
        // Not a gender any more: the account is never shown again.
        gender: '' as User['gender'],
        photo: null,
        withdrawnAt,
      },
    );
  }

  async hasMembers(): Promise<boolean> {
    return (await this.users.count()) > 0;
  }

  /** Stores the account in the caller's transaction and returns it with its new id. */
  async insertIn(em: EntityManager, values: NewUser): Promise<User> {
    const user = em.create(User, values);
    await em.insert(User, user);
    return user;
  }
}
