import { useApiSWR } from '@dugout/auth';
import type { StandingRow } from '@dugout/contracts';
import { apiPath } from '../lib/api-paths';

const standingsPath = (seasonId: number, leagueId: number) => apiPath('game', 'rank', 'team', seasonId, leagueId);

/** GET /api/game/rank/team/{seasonId}/{leagueId}: team standings. */
export function useTeamStandings(seasonId: number | null, leagueId: number | null) {
  return useApiSWR<StandingRow[]>(seasonId && leagueId ? standingsPath(seasonId, leagueId) : null);
}
