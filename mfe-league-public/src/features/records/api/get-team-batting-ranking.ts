import { useApiSWR } from '@dugout/auth';
import type { RankingPage, TeamBattingRow } from '@dugout/contracts';
import { rankingPath } from './ranking-path';

/** GET /api/game/rank/teamBat/{seasonId}/{leagueId}[?od=]: team batting, highest average first. */
export const useTeamBattingRanking = (seasonId: number | null, leagueId: number | null, order?: string) =>
  useApiSWR<RankingPage<TeamBattingRow>>(rankingPath('teamBat', seasonId, leagueId, order), { keepPreviousData: true });
