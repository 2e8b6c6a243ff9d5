import { useApiSWR } from '@dugout/auth';
import type { Gender } from '@dugout/contracts';

/** `data` of GET /api/user/{id}: the member's own account. */
export interface UserProfile {
  userId: number;
  email: string;
  username: string;
  nickname?: string | null;
  phone: string;
  photo?: string | null;
  gender: Gender;
  /** YYYYMMDD */
  birthday: string;
}

export const userPath = (userId: number) => `/api/user/${userId}`;

/** GET /api/user/{id} (skipped while userId is unknown). */
export function useUser(userId: number | null | undefined) {
  return useApiSWR<UserProfile>(userId ? userPath(userId) : null);
}
