import { useApiSWR } from '@dugout/auth';
import type { UserAccount, UserPlayer } from '@dugout/contracts';

/**
 * What the join form starts from (spec section 4): GET /api/user/{id}/player (null before the
 * member has a player record) and GET /api/user/{id} for his own data.
 */
export function usePrefill(userId: number | null | undefined) {
  const player = useApiSWR<UserPlayer | null>(userId ? `/api/user/${userId}/player` : null);
  const account = useApiSWR<UserAccount>(userId ? `/api/user/${userId}` : null);
  return { player, account };
}
