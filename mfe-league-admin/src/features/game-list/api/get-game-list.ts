import { useApiSWR } from '@dugout/auth';
import type { GameAdminList } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

export const gameListPath = (seasonId: number, month: string, leagueId: number | null) =>
  leagueId ? apiPath('game', 'admin', 'list', seasonId, month, leagueId) : apiPath('game', 'admin', 'list', seasonId, month);

/** GET /api/game/admin/list/{season}/{YYYYMM}[/{league}]: the month's games with their states. */
export function useGameList(seasonId: number | null, month: string, leagueId: number | null) {
  return useApiSWR<GameAdminList>(seasonId && month ? gameListPath(seasonId, month, leagueId) : null);
}
