import { Injectable } from '@nestjs/common';
import type { UserAccount } from '@dugout/contracts';
import { DataSource, In, IsNull } from 'typeorm';
import { User } from './user.entity';

/** GET /api/user/{id}: the member's own account, never the password hash. */
export function toUserAccount(user: User): UserAccount {
  const { userId, email, username, nickname, phone, birthday, gender, photo } = user;
  return { userId, email, username, nickname, phone, birthday, gender, photo };
}

/** The new member's account as registration stores it. */
export type NewUser = Pick<User, 'email' | 'username' | 'nickname' | 'passwordHash' | 'phone' | 'birthday' | 'gender' | 'photo' | 'isAdmin' | 'withdrawnAt'>;

/** Every query of the users module (member accounts). */
@Injectable()
export class UsersQueries {
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

  /** The member's account unless withdrawn. */
  findActive(userId: number): Promise<User | null> {
    return this.users.findOneBy({ userId, withdrawnAt: IsNull() });
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
}
