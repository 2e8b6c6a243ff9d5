import { useApiSWR } from '@dugout/auth';
import type { RankingPage, PlayerRankingRow } from '@dugout/contracts';
import { rankingPath } from './ranking-path';

/** GET /api/game/rank/subbatter/{seasonId}/{leagueId}[?od=]: batters below the qualifying plate appearances. */
export const useSubBatterRanking = (seasonId: number | null, leagueId: number | null, order?: string) =>
  useApiSWR<RankingPage<PlayerRankingRow>>(rankingPath('subbatter', seasonId, leagueId, order), { keepPreviousData: true });
