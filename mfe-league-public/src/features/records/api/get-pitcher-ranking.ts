import { useApiSWR } from '@dugout/auth';
import type { RankingPage, PlayerRankingRow } from '@dugout/contracts';
import { rankingPath } from './ranking-path';

/** GET /api/game/rank/pitcher/{seasonId}/{leagueId}[?od=]: pitchers who qualify (규정 이닝). */
export const usePitcherRanking = (seasonId: number | null, leagueId: number | null, order?: string) =>
  useApiSWR<RankingPage<PlayerRankingRow>>(rankingPath('pitcher', seasonId, leagueId, order), { keepPreviousData: true });
