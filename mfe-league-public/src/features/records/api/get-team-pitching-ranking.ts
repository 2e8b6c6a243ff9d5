import { useApiSWR } from '@dugout/auth';
import type { RankingPage, TeamPitchingRow } from '@dugout/contracts';
import { rankingPath } from './ranking-path';

/** GET /api/game/rank/teamPit/{seasonId}/{leagueId}[?od=]: team pitching, lowest ERA first. */
export const useTeamPitchingRanking = (seasonId: number | null, leagueId: number | null, order?: string) =>
  useApiSWR<RankingPage<TeamPitchingRow>>(rankingPath('teamPit', seasonId, leagueId, order), { keepPreviousData: true });
