import type { Gender } from '@dugout/contracts';
import type { User } from './user.entity';

/** GET /api/user/{id}: the member's own account, never the password hash. */
export interface UserDto {
  userId: number;
  email: string;
  username: string;
  nickname: string | null;
  phone: string;
  birthday: string;
  gender: Gender;
  photo: string | null;
}

export interface CheckEmailResult {
  available: boolean;
}

export interface CheckPasswordResult {
  result: boolean;
}

export function toUserDto(user: User): UserDto {
  const { userId, email, username, nickname, phone, birthday, gender, photo } = user;
  return { userId, email, username, nickname, phone, birthday, gender, photo };
}
