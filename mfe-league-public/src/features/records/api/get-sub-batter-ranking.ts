import { apiRequest, useApiSWR } from '@dugout/auth';
import type { RankingPage, PlayerRankingRow } from '@dugout/contracts';
import { rankingPath } from './ranking-path';

/** GET /api/game/rank/subbatter/{seasonId}/{leagueId}[?od=]: batters below the qualifying plate appearances. */
export const getSubBatterRanking = (seasonId: number, leagueId: number, order?: string) =>
  apiRequest<RankingPage<PlayerRankingRow>>('GET', rankingPath('subbatter', seasonId, leagueId, order) as string);

export const useSubBatterRanking = (seasonId: number | null, leagueId: number | null, order?: string) =>
  useApiSWR<RankingPage<PlayerRankingRow>>(rankingPath('subbatter', seasonId, leagueId, order), { keepPreviousData: true });
