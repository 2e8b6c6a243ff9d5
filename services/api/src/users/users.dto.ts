import type { UserAccount } from '@dugout/contracts';
import type { User } from './user.entity';

export interface CheckEmailResult {
  available: boolean;
}

export interface CheckPasswordResult {
  result: boolean;
}

/** GET /api/user/{id}: the member's own account, never the password hash. */
export function toUserAccount(user: User): UserAccount {
  const { userId, email, username, nickname, phone, birthday, gender, photo } = user;
  return { userId, email, username, nickname, phone, birthday, gender, photo };
}
