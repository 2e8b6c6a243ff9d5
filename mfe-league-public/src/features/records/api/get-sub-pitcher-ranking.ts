import { useApiSWR } from '@dugout/auth';
import type { RankingPage, PlayerRankingRow } from '@dugout/contracts';
import { rankingPath } from './ranking-path';

/** GET /api/game/rank/subpitcher/{seasonId}/{leagueId}[?od=]: pitchers below the qualifying innings. */
export const useSubPitcherRanking = (seasonId: number | null, leagueId: number | null, order?: string) =>
  useApiSWR<RankingPage<PlayerRankingRow>>(rankingPath('subpitcher', seasonId, leagueId, order), { keepPreviousData: true });
