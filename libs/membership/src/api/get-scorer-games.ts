import { useApiSWR } from '@dugout/auth';
import type { ScorerGameRow } from '@dugout/contracts';
import { apiPath } from './api-path';
import { panelItems, silentConfig } from './membership-items';

/** A game still to be entered by the member as its scorer: the panel links to its record entry. */
export interface ScorerGameItem {
  gameId: number;
  leaguePath: string;
  seasonId: number;
  leagueId: number;
  scheduleTime: string;
  leagueName: string;
  visitTeamName: string | null;
  homeTeamName: string | null;
}

const OPEN_STATES = new Set<ScorerGameRow['state']>(['scheduled', 'inProgress', 'suspended']);

const toScorerGames = (rows: ScorerGameRow[]): ScorerGameItem[] =>
  rows
    .filter((row) => OPEN_STATES.has(row.state))
    .map((row) => ({
      gameId: row.gameId,
      leaguePath: row.leaguePath,
      seasonId: row.seasonId,
      leagueId: row.leagueId,
      scheduleTime: row.scheduleTime,
      leagueName: `${row.mainName} ${row.league.leagueName}`,
      visitTeamName: row.visitTeam?.team.teamName ?? null,
      homeTeamName: row.homeTeam?.team.teamName ?? null,
    }));

/** GET /api/game/admin/writer/{userId}: the games the member scores whose records are not final yet. */
export function useScorerGames(userId: number) {
  const query = useApiSWR<ScorerGameRow[]>(apiPath('game', 'admin', 'writer', userId), silentConfig);
  return { ...query, items: panelItems(query, toScorerGames) };
}
