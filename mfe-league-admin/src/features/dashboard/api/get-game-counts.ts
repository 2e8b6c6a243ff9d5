import { useApiSWR } from '@dugout/auth';
import type { GameStateCounts } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** GET /api/game/admin/gameCount/{season}/0/{YYYYMM}: the month's games of every league of the season, per state. */
export function useGameCounts(seasonId: number | null, month: string) {
  return useApiSWR<GameStateCounts>(seasonId && month ? apiPath('game', 'admin', 'gameCount', seasonId, 0, month) : null, { revalidateOnMount: true });
}
