import { useApiSWR } from '@dugout/auth';
import type { UserAccount } from '@dugout/contracts';

export const userPath = (userId: number) => `/api/user/${userId}`;

/** GET /api/user/{id} (skipped while userId is unknown). */
export function useUser(userId: number | null | undefined) {
  return useApiSWR<UserAccount>(userId ? userPath(userId) : null);
}
