import type { BatThrw, Gender, Position, ProType, ProTypeMiddle } from '../enums';

/** `data` of GET /api/user/{id}: the member's own account, never the password hash. */
export interface UserAccount {
  userId: number;
  email: string;
  username: string;
  nickname: string | null;
  phone: string;
  /** YYYYMMDD */
  birthday: string;
  gender: Gender;
  photo: string | null;
}

/** `data` of GET /api/user/{userId}/player: the member's player record (spec section 3), null before one is registered. */
export interface UserPlayer {
  playerId: number;
  playerName: string;
  birthday: string | null;
  gender: Gender | null;
  middleSchool: string | null;
  school: string | null;
  address1: string | null;
  phone: string | null;
  proTypeMiddle: ProTypeMiddle;
  proType: ProType;
  /** null: unknown (a player imported from an old source). */
  batThrw: BatThrw | null;
  position: Position | null;
}

/** `data` of POST /api/user/{id}/withdrawUser (and DELETE /api/user/{id}): the account is closed. */
export interface WithdrawResult {
  result: true;
}

/** GET /api/user/profile/photo/{photo}: a member's profile photo (the default image when it is missing). */
export const profilePhotoPath = (photo: string): string => `/api/user/profile/photo/${encodeURIComponent(photo)}`;
