import { useApiSWR } from '@dugout/auth';
import type { PlayerRankingLists } from '@dugout/contracts';
import { apiPath } from '../../../shared/lib/api-paths';

const leadersPath = (seasonId: number, leagueId: number) => apiPath('game', 'rank', 'mainPage', seasonId, leagueId);

/** GET /api/game/rank/mainPage/{seasonId}/{leagueId}: the top 5 of six player lists. */
export const useRankingLeaders = (seasonId: number | null, leagueId: number | null) =>
  useApiSWR<PlayerRankingLists>(seasonId && leagueId ? leadersPath(seasonId, leagueId) : null);
