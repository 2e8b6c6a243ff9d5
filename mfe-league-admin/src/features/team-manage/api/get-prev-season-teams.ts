import { useApiSWR } from '@dugout/auth';
import type { PrevSeasonTeams } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

/** GET /api/league/admin/main/prevSeason/team/{seasonId}/{leagueId}: the previous season's teams to carry over. */
export function usePrevSeasonTeams(seasonId: number | null, leagueId: number | null, open: boolean) {
  return useApiSWR<PrevSeasonTeams>(open && seasonId && leagueId ? apiPath('league', 'admin', 'main', 'prevSeason', 'team', seasonId, leagueId) : null);
}
