import { useApiSWR } from '@dugout/auth';
import type { StandingsProgress } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

const progressPath = (seasonId: number, leagueId: number) => apiPath('game', 'rank', 'teamProgress', seasonId, leagueId);

/** GET /api/game/rank/teamProgress/{seasonId}/{leagueId}: cumulative standings for the chart. */
export const useStandingsProgress = (seasonId: number | null, leagueId: number | null) =>
  useApiSWR<StandingsProgress>(seasonId && leagueId ? progressPath(seasonId, leagueId) : null);
