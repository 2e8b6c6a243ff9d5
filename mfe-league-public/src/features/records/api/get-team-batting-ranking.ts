import { apiRequest, useApiSWR } from '@dugout/auth';
import type { RankingPage, TeamBattingRow } from '@dugout/contracts';
import { rankingPath } from './ranking-path';

/** GET /api/game/rank/teamBat/{seasonId}/{leagueId}[?od=]: team batting, highest average first. */
export const getTeamBattingRanking = (seasonId: number, leagueId: number, order?: string) =>
  apiRequest<RankingPage<TeamBattingRow>>('GET', rankingPath('teamBat', seasonId, leagueId, order) as string);

export const useTeamBattingRanking = (seasonId: number | null, leagueId: number | null, order?: string) =>
  useApiSWR<RankingPage<TeamBattingRow>>(rankingPath('teamBat', seasonId, leagueId, order), { keepPreviousData: true });
