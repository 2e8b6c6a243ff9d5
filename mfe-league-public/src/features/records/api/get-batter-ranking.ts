import { useApiSWR } from '@dugout/auth';
import type { RankingPage, PlayerRankingRow } from '@dugout/contracts';
import { rankingPath } from './ranking-path';

/** GET /api/game/rank/batter/{seasonId}/{leagueId}[?od=]: batters who qualify (규정 타석). */
export const useBatterRanking = (seasonId: number | null, leagueId: number | null, order?: string) =>
  useApiSWR<RankingPage<PlayerRankingRow>>(rankingPath('batter', seasonId, leagueId, order), { keepPreviousData: true });
