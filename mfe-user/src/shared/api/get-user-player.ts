import { useApiSWR } from '@dugout/auth';
import type { UserPlayer } from '@dugout/contracts';

export const userPlayerPath = (userId: number) => `/api/user/${userId}/player`;

/** GET /api/user/{userId}/player (skipped while userId is unknown). */
export function useUserPlayer(userId: number | null | undefined) {
  return useApiSWR<UserPlayer | null>(userId ? userPlayerPath(userId) : null);
}
