import { useApiSWR } from '@dugout/auth';
import type { BatThrw, Gender, Position, ProType, ProTypeMiddle } from '@dugout/contracts';

/** `data` of GET /api/user/{userId}/player: the member's player record (spec section 3), or null. */
export interface UserPlayer {
  playerId: number;
  playerName: string;
  birthday: string | null;
  gender: Gender | null;
  middleSchool: string | null;
  school: string | null;
  address1: string | null;
  phone: string | null;
  proTypeMiddle: ProTypeMiddle | `${ProTypeMiddle}` | null;
  proType: ProType | `${ProType}` | null;
  batThrw: BatThrw | `${BatThrw}` | null;
  position: Position | null;
}

export const userPlayerPath = (userId: number) => `/api/user/${userId}/player`;

/** GET /api/user/{userId}/player (skipped while userId is unknown). */
export function useUserPlayer(userId: number | null | undefined) {
  return useApiSWR<UserPlayer | null>(userId ? userPlayerPath(userId) : null);
}
