import { useApiSWR } from '@dugout/auth';
import type { UserPlayer } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** GET /api/user/{userId}/player: the member's player record, null without one. */
export function useUserPlayer(userId: number | null) {
  return useApiSWR<UserPlayer | null>(userId === null ? null : apiPath('user', userId, 'player'));
}
