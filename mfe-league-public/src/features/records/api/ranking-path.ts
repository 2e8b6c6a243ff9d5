import { withQuery } from '@dugout/auth';
import { apiPath } from '../../../shared/lib/api-paths';

export type RankingEndpoint = 'teamBat' | 'teamPit' | 'batter' | 'subbatter' | 'pitcher' | 'subpitcher';

/** /api/game/rank/{kind}/{seasonId}/{leagueId}[?od=order], or null (no fetch) without a season or league. */
export function rankingPath(kind: RankingEndpoint, seasonId: number | null, leagueId: number | null, order?: string): string | null {
  if (!seasonId || !leagueId) return null;
  return withQuery(apiPath('game', 'rank', kind, seasonId, leagueId), { od: order || undefined });
}
